package org.openaok.itest;

import static org.junit.jupiter.api.Assertions.*;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.osgi.framework.BundleContext;
import org.osgi.test.common.annotation.InjectBundleContext;
import org.osgi.test.junit5.context.BundleContextExtension;

@ExtendWith(BundleContextExtension.class)
class FrameworkTest {
    @InjectBundleContext BundleContext context;

    @Test
    void apiIsInstalled() {
        boolean found = false;
        for (var b : context.getBundles()) found |= b.getSymbolicName().equals("org.openaok.api");
        assertTrue(found);
    }
}
