package org.openaok.gamedata.rules;

import org.openaok.api.data.RuleTable;
import org.openaok.gamedata.AocRuleTables;
import org.osgi.service.component.annotations.Component;

/** The Conquerors' tasks table. */
@Component(service = RuleTable.class, property = {"service.ranking:Integer=0", "table=tasks", "rules=aoc"})
public class AocTasksTable extends AocRuleTables {
    public AocTasksTable() { super("tasks"); }
}
