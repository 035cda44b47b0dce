/**
 * Game screens: a program describes each frame (images, sprites and text, on the map or on the
 * screen) and a renderer service draws it and reports the user's input. All the program's state
 * (the camera, what is selected, the match) stays with the program, so a renderer can be swapped
 * while a screen is open: the program closes the screen and opens one with the next renderer.
 */
@org.osgi.annotation.bundle.Export
@org.osgi.annotation.versioning.Version("1.0.0")
package org.openaok.api.screen;
