package org.openaok.gamedata.rules;

import org.openaok.api.data.RuleTable;
import org.openaok.gamedata.AocRuleTables;
import org.osgi.service.component.annotations.Component;

/** The Conquerors' tree table. */
@Component(service = RuleTable.class, property = {"service.ranking:Integer=0", "table=tree", "rules=aoc"})
public class AocTreeTable extends AocRuleTables {
    public AocTreeTable() { super("tree"); }
}
