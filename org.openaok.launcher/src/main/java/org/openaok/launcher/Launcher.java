package org.openaok.launcher;

import java.util.Dictionary;
import java.util.Hashtable;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.Callable;
import java.util.concurrent.CopyOnWriteArrayList;

import org.openaok.api.command.CommandLine;
import org.openaok.api.data.GameData;
import org.openaok.api.generate.MapGenerationService;
import org.openaok.api.io.MapReader;
import org.openaok.api.io.MapRenderer;
import org.openaok.api.io.MapWriter;
import org.openaok.api.io.ScriptChecker;
import org.openaok.api.stats.MapAnalyzer;
import org.osgi.framework.BundleContext;
import org.osgi.framework.ServiceRegistration;
import org.osgi.service.component.annotations.Activate;
import org.osgi.service.component.annotations.Component;
import org.osgi.service.component.annotations.Deactivate;
import org.osgi.service.component.annotations.Reference;
import org.osgi.service.component.annotations.ReferenceCardinality;
import org.osgi.service.component.annotations.ReferencePolicy;
import org.osgi.service.component.annotations.ReferencePolicyOption;

/**
 * The command line. Under the bnd launcher (framework property {@code openaok.cli=true}, set by the
 * feature sets) it registers a main-thread service that runs the command given on the command line
 * and returns its exit status. It is also a Gogo command provider ({@code openaok:maps},
 * {@code openaok:stages}, {@code openaok:generate}, {@code openaok:check}).
 */
@Component(immediate = true, service = Object.class, property = {
        "osgi.command.scope=openaok",
        "osgi.command.function=maps",
        "osgi.command.function=stages",
        "osgi.command.function=generate",
        "osgi.command.function=check",
        "osgi.command.function=survey"})
public class Launcher implements Toolbox {
    @Reference
    private MapGenerationService engine;

    @Reference(cardinality = ReferenceCardinality.OPTIONAL, policy = ReferencePolicy.DYNAMIC, policyOption = ReferencePolicyOption.GREEDY)
    private volatile GameData data;

    @Reference(cardinality = ReferenceCardinality.MULTIPLE, policy = ReferencePolicy.DYNAMIC, policyOption = ReferencePolicyOption.GREEDY)
    private final List<MapWriter> writers = new CopyOnWriteArrayList<>();

    @Reference(cardinality = ReferenceCardinality.MULTIPLE, policy = ReferencePolicy.DYNAMIC, policyOption = ReferencePolicyOption.GREEDY)
    private final List<MapReader> readers = new CopyOnWriteArrayList<>();

    @Reference(cardinality = ReferenceCardinality.MULTIPLE, policy = ReferencePolicy.DYNAMIC, policyOption = ReferencePolicyOption.GREEDY)
    private final List<MapRenderer> renderers = new CopyOnWriteArrayList<>();

    @Reference(cardinality = ReferenceCardinality.MULTIPLE, policy = ReferencePolicy.DYNAMIC, policyOption = ReferencePolicyOption.GREEDY)
    private final List<ScriptChecker> checkers = new CopyOnWriteArrayList<>();

    @Reference(cardinality = ReferenceCardinality.OPTIONAL, policy = ReferencePolicy.DYNAMIC, policyOption = ReferencePolicyOption.GREEDY)
    private volatile MapAnalyzer analyzer;

    @Reference(cardinality = ReferenceCardinality.MULTIPLE, policy = ReferencePolicy.DYNAMIC, policyOption = ReferencePolicyOption.GREEDY)
    private final List<CommandLine> contributed = new CopyOnWriteArrayList<>();

    /** The bnd launcher's service properties: it registers itself with the command line. */
    private volatile Map<String, Object> launcherProperties;

    private ServiceRegistration<?> mainThread;
    private BundleContext context;

    /** Runs the command line's command on the launcher's main thread; a named class, as the launcher checks call()'s type. */
    public final class MainThread implements Callable<Integer> {
        private final String[] args;

        MainThread(String[] args) { this.args = args; }

        @Override
        public Integer call() throws Exception {
            PluginFolder.awaitInstalled(context, 10_000);
            if (args.length > 0 && (args[0].equals("shell") || args[0].equals("--shell"))
                    || java.util.Arrays.asList(args).contains("--shell")) {
                try {
                    return GogoShell.open(context);
                } catch (NoClassDefFoundError e) {
                    System.err.println("openaok: the Gogo shell is not in this feature set; run the 'full' one");
                    return Commands.FAILED;
                }
            }
            int status = new Commands(Launcher.this, System.out, System.err).run(args);
            System.out.flush();
            System.err.flush();
            return status;
        }
    }

    @Reference(target = "(launcher.arguments=*)", cardinality = ReferenceCardinality.OPTIONAL,
            policyOption = ReferencePolicyOption.GREEDY, service = Object.class, name = "launcherService")
    void bindLauncher(Object launcher, Map<String, Object> properties) {
        this.launcherProperties = properties;
    }

    @Activate
    void activate(BundleContext context) {
        this.context = context;
        if (!"true".equals(context.getProperty("openaok.cli"))) return;   // tests and embedders run no command line
        Object args = launcherProperties == null ? null : launcherProperties.get("launcher.arguments");
        String[] argv = args instanceof String[] s ? s : new String[0];
        Dictionary<String, Object> props = new Hashtable<>();
        props.put("main.thread", Boolean.TRUE);
        mainThread = context.registerService(Callable.class, new MainThread(argv), props);
    }

    @Deactivate
    void deactivate() {
        if (mainThread != null) {
            try {
                mainThread.unregister();
            } catch (IllegalStateException alreadyGone) {
                // the framework is stopping
            }
        }
    }

    // --- Toolbox -------------------------------------------------------------------------------

    @Override public MapGenerationService engine() { return engine; }

    @Override public Optional<GameData> data() { return Optional.ofNullable(data); }

    @Override
    public Optional<MapWriter> writer(String format) {
        return writers.stream().filter(w -> format.equals(w.format())).findFirst();
    }

    @Override
    public Optional<MapReader> reader(String format) {
        return readers.stream().filter(r -> format.equals(r.format())).findFirst();
    }

    @Override
    public Optional<MapRenderer> renderer(String id) {
        return renderers.stream().filter(r -> id.equals(r.id())).findFirst();
    }

    @Override public List<ScriptChecker> checkers() { return List.copyOf(checkers); }

    @Override public Optional<MapAnalyzer> analyzer() { return Optional.ofNullable(analyzer); }

    @Override public List<CommandLine> commands() { return List.copyOf(contributed); }

    // --- Gogo commands ---------------------------------------------------------------------------

    // void: Gogo would print a returned status after every command; failures are printed anyway

    public void maps() { cli().run(new String[] {"maps"}); }

    public void stages(String... args) { cli().run(prepend("stages", args)); }

    public void generate(String... args) { cli().run(prepend("generate", args)); }

    public void check(String... args) { cli().run(prepend("check", args)); }

    public void survey(String... args) { cli().run(prepend("survey", args)); }

    private Commands cli() { return new Commands(this, System.out, System.err); }

    private static String[] prepend(String command, String[] args) {
        String[] out = new String[args.length + 1];
        out[0] = command;
        System.arraycopy(args, 0, out, 1, args.length);
        return out;
    }
}
