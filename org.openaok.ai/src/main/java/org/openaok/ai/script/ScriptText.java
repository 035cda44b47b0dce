package org.openaok.ai.script;

/**
 * A script file's text.
 *
 * @param path how diagnostics name the file
 * @param text its content
 */
public record ScriptText(String path, String text) {}
