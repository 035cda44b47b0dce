// The map script a player would use for a map exported by OpenAoK: it hands the exported
// JSON to the engine unchanged.
Engine.ExportMap(Engine.ReadJSONFile("maps/random/openaok_map.json"));
