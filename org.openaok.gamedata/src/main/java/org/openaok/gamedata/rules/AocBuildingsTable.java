package org.openaok.gamedata.rules;

import org.openaok.api.data.RuleTable;
import org.openaok.gamedata.AocRuleTables;
import org.osgi.service.component.annotations.Component;

/** The Conquerors' buildings table. */
@Component(service = RuleTable.class, property = {"service.ranking:Integer=0", "table=buildings", "rules=aoc"})
public class AocBuildingsTable extends AocRuleTables {
    public AocBuildingsTable() { super("buildings"); }
}
