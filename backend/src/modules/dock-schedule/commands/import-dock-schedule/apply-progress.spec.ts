import { ApplyProgress, type ApplyStep } from './apply-progress.js';

describe('ApplyProgress', () => {
  const track = (ahead: number) => {
    const steps: ApplyStep[] = [];
    return { steps, progress: new ApplyProgress(ahead, (step) => steps.push(step)) };
  };

  it('reports the share of the work done, reaching 1 when nothing is left', () => {
    const { steps, progress } = track(100);
    progress.advance(25, 'checking');
    progress.advance(25, 'checking');
    progress.advance(50, 'saving');
    expect(steps).toEqual([
      { fraction: 0.25, stage: 'checking' },
      { fraction: 0.5, stage: 'checking' },
      { fraction: 1, stage: 'saving' },
    ]);
  });

  it('jumps forward when less is left than planned, and never reports a step back or in place', () => {
    const { steps, progress } = track(100);
    progress.advance(20, 'checking', 20); // the rows checked: only 20 units of writing are left, not 80
    progress.advance(10, 'saving');
    progress.advance(0, 'saving', 100); // 30 of 130: behind what was shown
    progress.advance(0, 'saving'); // no change
    expect(steps).toEqual([
      { fraction: 0.5, stage: 'checking' },
      { fraction: 0.75, stage: 'saving' },
    ]);
  });

  it('counts an empty file as done', () => {
    const { steps, progress } = track(0);
    progress.advance(0, 'saving');
    expect(steps).toEqual([{ fraction: 1, stage: 'saving' }]);
  });
});
