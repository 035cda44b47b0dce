package org.openaok.gamedata.rules;

import org.openaok.api.data.RuleTable;
import org.openaok.gamedata.AocRuleTables;
import org.osgi.service.component.annotations.Component;

/** The Conquerors' settings table. */
@Component(service = RuleTable.class, property = {"service.ranking:Integer=0", "table=settings", "rules=aoc"})
public class AocSettingsTable extends AocRuleTables {
    public AocSettingsTable() { super("settings"); }
}
