package org.openaok.render;

import static org.lwjgl.opengl.GL33C.*;

import java.io.IOException;

/** A linked vertex and fragment shader pair of the current context. */
final class GlProgram implements AutoCloseable {
    final int id;

    GlProgram(String name, String vertex, String fragment) throws IOException {
        int vs = compile(name, GL_VERTEX_SHADER, vertex);
        int fs = compile(name, GL_FRAGMENT_SHADER, fragment);
        id = glCreateProgram();
        glAttachShader(id, vs);
        glAttachShader(id, fs);
        glLinkProgram(id);
        glDeleteShader(vs);
        glDeleteShader(fs);
        if (glGetProgrami(id, GL_LINK_STATUS) != GL_TRUE) {
            String log = glGetProgramInfoLog(id);
            glDeleteProgram(id);
            throw new IOException("the " + name + " shaders do not link: " + log);
        }
    }

    private static int compile(String name, int type, String source) throws IOException {
        int s = glCreateShader(type);
        glShaderSource(s, source);
        glCompileShader(s);
        if (glGetShaderi(s, GL_COMPILE_STATUS) != GL_TRUE) {
            String log = glGetShaderInfoLog(s);
            glDeleteShader(s);
            throw new IOException("the " + name + " shader does not compile: " + log);
        }
        return s;
    }

    int uniform(String name) { return glGetUniformLocation(id, name); }

    void use() { glUseProgram(id); }

    @Override
    public void close() { glDeleteProgram(id); }
}
