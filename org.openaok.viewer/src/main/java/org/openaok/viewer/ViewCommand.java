package org.openaok.viewer;

import java.io.PrintStream;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

import org.openaok.api.command.CommandLine;
import org.openaok.api.data.GameData;
import org.openaok.api.generate.MapGenerationService;
import org.openaok.api.io.WindowRenderer;
import org.openaok.launcher.options.UsageException;
import org.osgi.framework.Bundle;
import org.osgi.framework.Constants;
import org.osgi.framework.FrameworkUtil;
import org.osgi.service.component.annotations.Component;
import org.osgi.service.component.annotations.Deactivate;
import org.osgi.service.component.annotations.Reference;
import org.osgi.service.component.annotations.ReferenceCardinality;
import org.osgi.service.component.annotations.ReferencePolicy;
import org.osgi.service.component.annotations.ReferencePolicyOption;

/**
 * {@code openaok view}: a live window on a generated map. The launcher runs it on the program's
 * main thread, where the window lives. It follows the window renderer services as they come and
 * go: a renderer bundle updated or replaced while the window is open closes the window and opens
 * it again with the new one.
 */
@Component(service = CommandLine.class)
public class ViewCommand implements CommandLine {
    @Reference
    private MapGenerationService engine;

    @Reference(cardinality = ReferenceCardinality.OPTIONAL, policy = ReferencePolicy.DYNAMIC, policyOption = ReferencePolicyOption.GREEDY)
    private volatile GameData data;

    private final Renderers renderers = new Renderers();
    private final Set<ViewSession> sessions = ConcurrentHashMap.newKeySet();

    public ViewCommand() {}

    /** Outside a framework: with a generation service and game data; renderers are added by hand. */
    ViewCommand(MapGenerationService engine, GameData data) {
        this.engine = engine;
        this.data = data;
    }

    @Override public String name() { return "view"; }

    @Override
    public String summary() {
        return "view [--map NAME|FILE] [--watch] [generate's options]   a live window on a map (N new seed, R again; view --help)";
    }

    @Override
    public int run(List<String> args, PrintStream out, PrintStream err) {
        ViewOptions options;
        try {
            options = ViewOptions.parse(args);
        } catch (UsageException e) {
            err.println("openaok view: " + e.getMessage());
            err.println("run 'openaok view --help' for its options");
            return 2;
        }
        if (options.help()) {
            out.print(ViewOptions.USAGE);
            return 0;
        }
        ViewSession session = new ViewSession(options, engine, () -> data, renderers, out, err);
        sessions.add(session);
        try {
            return session.run();
        } finally {
            sessions.remove(session);
        }
    }

    @Reference(cardinality = ReferenceCardinality.MULTIPLE, policy = ReferencePolicy.DYNAMIC, policyOption = ReferencePolicyOption.GREEDY)
    void addRenderer(WindowRenderer r, Map<String, Object> properties) {
        Object ranking = properties.get(Constants.SERVICE_RANKING);
        Object id = properties.get("renderer");
        long serviceId = ((Number) properties.get(Constants.SERVICE_ID)).longValue();
        Bundle b = bundleOf(r);
        renderers.add(new Renderers.Entry(r, id == null ? safeId(r) : id.toString(), serviceId,
                ranking instanceof Integer i ? i : 0, b == null ? "?" : b.getSymbolicName() + " " + b.getVersion() + " [bundle " + b.getBundleId() + "]"));
        for (ViewSession s : sessions) s.renderersChanged();
    }

    void removeRenderer(WindowRenderer r) {
        renderers.remove(r);
        // before the renderer's bundle goes on stopping: its windows close first
        for (ViewSession s : sessions) s.rendererGone(r);
    }

    @Deactivate
    void deactivate() {
        for (ViewSession s : sessions) s.stop();
    }

    private static String safeId(WindowRenderer r) {
        try {
            return r.id();
        } catch (RuntimeException e) {
            return "?";
        }
    }

    private static Bundle bundleOf(Object service) {
        return FrameworkUtil.getBundle(service.getClass());
    }
}
