package org.openaok.gamedata.rules;

import org.openaok.api.data.RuleTable;
import org.openaok.gamedata.AocRuleTables;
import org.osgi.service.component.annotations.Component;

/** The Conquerors' effects table. */
@Component(service = RuleTable.class, property = {"service.ranking:Integer=0", "table=effects", "rules=aoc"})
public class AocEffectsTable extends AocRuleTables {
    public AocEffectsTable() { super("effects"); }
}
