package org.openaok.external;

import java.util.Set;

import org.openaok.api.data.ObjectKind;
import org.openaok.api.generate.GenerationContext;
import org.openaok.api.map.GameMap;
import org.openaok.api.map.MapLevel;
import org.openaok.api.map.MapObject;
import org.openaok.api.map.PlayerStart;
import org.openaok.api.stage.Stage;
import org.osgi.service.component.annotations.Component;

/**
 * Brings the program's map into the engine's: every level's tiles, every object, and a start for
 * each player at its first town centre (0 A.D. map data has no starts of its own). Other stages and
 * the self-checks then treat it like any map.
 */
@Component(service = Stage.class)
public class ImportStage implements Stage {
    public static final String ID = "external.import";

    @Override public String id() { return ID; }

    @Override public Set<String> generators() { return Set.of(ExternalGenerator.ID); }

    @Override
    public void run(GenerationContext ctx) {
        GameMap produced = ctx.get(ExternalGenerator.PRODUCED);
        GameMap map = ctx.map();
        for (int l = 0; l < produced.levels().size(); l++) {
            MapLevel from = produced.level(l);
            MapLevel to = map.level(l);
            for (int i = 0; i < from.tiles(); i++) {
                to.paint(i, from.terrain(i), from.terrainPassable(i));
                to.setElevation(i, from.elevation(i));
            }
        }
        for (MapObject o : produced.objects().list()) {
            ctx.place(o);
            var type = ctx.data().object(o.type()).orElse(null);
            MapLevel level = map.level(o.level());
            int i = level.indexOf(Math.min(o.tileX(), level.size() - 1), Math.min(o.tileY(), level.size() - 1));
            level.set(i, MapLevel.OCCUPIED);
            if (type != null && type.blocks()) level.block(i);
            boolean town = type != null && type.kind() == ObjectKind.BUILDING && type.name().equals("TOWN_CENTER");
            if (town && o.owner() > 0 && map.starts().stream().noneMatch(s -> s.player() == o.owner())) {
                map.addStart(new PlayerStart(o.owner(), o.owner() <= ctx.request().players() ? ctx.request().team(o.owner()) : 0,
                        o.tileX(), o.tileY(), o.level(), MapLevel.NO_ZONE));
            }
        }
    }
}
