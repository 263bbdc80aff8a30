import { describe, expect, it } from '@jest/globals';
import { summarizeTasks, upsertTask } from './spotterTasks';
import { aTask } from './testing/fixtures';

describe('spotter tasks', () => {
  it('counts high priority tasks that are not completed', () => {
    const summary = summarizeTasks([
      aTask({ id: 'a', priority: 'high' }),
      aTask({ id: 'b', priority: 'high', status: 'in_progress' }),
      aTask({ id: 'c', priority: 'high', status: 'completed' }),
      aTask({ id: 'd', priority: 'low', status: 'completed' }),
    ]);
    expect(summary).toEqual({ pending: 1, inProgress: 1, completed: 2, highPriority: 2 });
  });

  it('adds a pushed task in the server’s order: own first, then by status and priority', () => {
    const tasks = [aTask({ id: 'mine', assignedTo: 'me' }), aTask({ id: 'other-low', priority: 'low' })];

    upsertTask(tasks, aTask({ id: 'other-high', priority: 'high' }), 'me');
    upsertTask(tasks, aTask({ id: 'mine-started', assignedTo: 'me', status: 'in_progress' }), 'me');

    expect(tasks.map((task) => task.id)).toEqual(['mine-started', 'mine', 'other-high', 'other-low']);
  });

  it('replaces a task once, and never moves it back', () => {
    const tasks = [aTask()];

    upsertTask(tasks, aTask({ status: 'completed', completedAt: '2026-11-21T10:00:00.000Z' }), 'me');
    upsertTask(tasks, aTask({ status: 'in_progress' }), 'me');

    expect(tasks).toHaveLength(1);
    expect(tasks[0].status).toBe('completed');
  });
});
