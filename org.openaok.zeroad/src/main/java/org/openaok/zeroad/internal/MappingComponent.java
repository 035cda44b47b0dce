package org.openaok.zeroad.internal;

import java.util.List;
import java.util.Optional;

import org.openaok.zeroad.MappingTable;
import org.openaok.zeroad.ZeroAdMapping;
import org.osgi.service.component.annotations.Component;

/** The bundled mapping table as a service, ranked 0 so a mod's table can take its place. */
@Component(service = ZeroAdMapping.class, property = "service.ranking:Integer=0")
public class MappingComponent implements ZeroAdMapping {
    private final MappingTable table = MappingTable.builtin();

    @Override public Texture texture(String terrainName, int terrainId) { return table.texture(terrainName, terrainId); }
    @Override public Optional<String> terrainOf(String texture) { return table.terrainOf(texture); }
    @Override public Texture ridge() { return table.ridge(); }
    @Override public Optional<String> template(String objectName, int objectId, String civ) { return table.template(objectName, objectId, civ); }
    @Override public Optional<String> objectOf(String template) { return table.objectOf(template); }
    @Override public Optional<String> civ(String lobbyCiv) { return table.civ(lobbyCiv); }
    @Override public String defaultCiv() { return table.defaultCiv(); }
    @Override public String gaiaCiv() { return table.gaiaCiv(); }
    @Override public List<String> civs() { return table.civs(); }
    @Override public List<String> lobbyCivs() { return table.lobbyCivs(); }
}
