package org.openaok.launcher;

import org.apache.felix.service.command.CommandProcessor;
import org.apache.felix.service.command.CommandSession;
import org.osgi.framework.BundleContext;
import org.osgi.framework.ServiceReference;

/** Opens an interactive Gogo shell on the terminal; only loaded when Gogo is in the feature set. */
final class GogoShell {
    private GogoShell() {}

    static int open(BundleContext context) throws Exception {
        ServiceReference<CommandProcessor> ref = context.getServiceReference(CommandProcessor.class);
        if (ref == null) {
            System.err.println("openaok: the Gogo shell is not in this feature set; run the 'full' one");
            return Commands.FAILED;
        }
        CommandProcessor processor = context.getService(ref);
        try (CommandSession session = processor.createSession(System.in, System.out, System.err)) {
            System.out.println("OpenAoK shell: try openaok:maps, openaok:stages aok, openaok:generate --map Arabia --png a.png; "
                    + "lb lists bundles; exit leaves.");
            session.execute("gosh --login --noshutdown");
        } finally {
            context.ungetService(ref);
        }
        return Commands.OK;
    }
}
