/**
 * Task hosting on servers: {@code TaskHost} runs one task's node program and records its timeline,
 * {@code ServerTasks} the tasks of one server, and {@code NodeOutput} is what a run of servers did
 * in one cycle. Uses events and jobs.
 */
package org.interflow.engine.dynamic.tasks;
