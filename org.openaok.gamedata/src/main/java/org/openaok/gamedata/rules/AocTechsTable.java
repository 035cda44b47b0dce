package org.openaok.gamedata.rules;

import org.openaok.api.data.RuleTable;
import org.openaok.gamedata.AocRuleTables;
import org.osgi.service.component.annotations.Component;

/** The Conquerors' techs table. */
@Component(service = RuleTable.class, property = {"service.ranking:Integer=0", "table=techs", "rules=aoc"})
public class AocTechsTable extends AocRuleTables {
    public AocTechsTable() { super("techs"); }
}
