package org.openaok.ai.play;

import java.lang.reflect.Method;

/** For a developer: DevRun CLASS METHOD runs one test method of this package outside JUnit. */
public final class DevRun {
    public static void main(String[] a) throws Exception {
        Class<?> c = Class.forName("org.openaok.ai.play." + a[0]);
        var ctor = c.getDeclaredConstructor();
        ctor.setAccessible(true);
        Object o = ctor.newInstance();
        Method m = c.getDeclaredMethod(a[1]);
        m.setAccessible(true);
        long t0 = System.nanoTime();
        m.invoke(o);
        System.out.println(a[1] + " passed in " + (System.nanoTime() - t0) / 1_000_000 + " ms");
    }
}
