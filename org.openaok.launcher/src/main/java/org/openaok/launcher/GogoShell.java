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
        // Gogo has already put its own per-thread streams in System.out: the session needs the
        // terminal itself, or its output would loop back into it
        java.io.InputStream in = new java.io.FileInputStream(java.io.FileDescriptor.in);
        java.io.PrintStream out = new java.io.PrintStream(new java.io.FileOutputStream(java.io.FileDescriptor.out), true);
        java.io.PrintStream err = new java.io.PrintStream(new java.io.FileOutputStream(java.io.FileDescriptor.err), true);
        try (CommandSession session = processor.createSession(in, out, err)) {
            out.println("OpenAoK shell: try openaok:maps, openaok:stages noise, openaok:generate --map noise --png a.png; "
                    + "lb lists bundles; exit 0 leaves.");
            session.execute("gosh --login --noshutdown");
        } finally {
            context.ungetService(ref);
        }
        return Commands.OK;
    }
}
