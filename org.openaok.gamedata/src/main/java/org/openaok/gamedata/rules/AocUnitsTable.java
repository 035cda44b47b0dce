package org.openaok.gamedata.rules;

import org.openaok.api.data.RuleTable;
import org.openaok.gamedata.AocRuleTables;
import org.osgi.service.component.annotations.Component;

/** The Conquerors' units table. */
@Component(service = RuleTable.class, property = {"service.ranking:Integer=0", "table=units", "rules=aoc"})
public class AocUnitsTable extends AocRuleTables {
    public AocUnitsTable() { super("units"); }
}
