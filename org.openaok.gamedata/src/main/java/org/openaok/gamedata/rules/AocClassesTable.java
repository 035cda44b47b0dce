package org.openaok.gamedata.rules;

import org.openaok.api.data.RuleTable;
import org.openaok.gamedata.AocRuleTables;
import org.osgi.service.component.annotations.Component;

/** The Conquerors' classes table. */
@Component(service = RuleTable.class, property = {"service.ranking:Integer=0", "table=classes", "rules=aoc"})
public class AocClassesTable extends AocRuleTables {
    public AocClassesTable() { super("classes"); }
}
