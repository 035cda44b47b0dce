package org.openaok.gamedata.rules;

import org.openaok.api.data.RuleTable;
import org.openaok.gamedata.AocRuleTables;
import org.osgi.service.component.annotations.Component;

/** The Conquerors' civs table. */
@Component(service = RuleTable.class, property = {"service.ranking:Integer=0", "table=civs", "rules=aoc"})
public class AocCivsTable extends AocRuleTables {
    public AocCivsTable() { super("civs"); }
}
