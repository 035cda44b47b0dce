package org.openaok.launcher;

import java.util.List;
import java.util.Optional;

import org.openaok.api.command.CommandLine;
import org.openaok.api.data.GameData;
import org.openaok.api.generate.MapGenerationService;
import org.openaok.api.io.MapReader;
import org.openaok.api.io.MapRenderer;
import org.openaok.api.io.MapWriter;
import org.openaok.api.io.ScriptChecker;
import org.openaok.api.stats.MapAnalyzer;

/** The services the commands work with (the framework's, or plain objects in tests). */
interface Toolbox {
    MapGenerationService engine();

    Optional<GameData> data();

    Optional<MapWriter> writer(String format);

    Optional<MapReader> reader(String format);

    Optional<MapRenderer> renderer(String id);

    List<ScriptChecker> checkers();

    /** Commands other bundles provide. */
    List<CommandLine> commands();

    /** The fairness analyser, when installed. */
    Optional<MapAnalyzer> analyzer();
}
