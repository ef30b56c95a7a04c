import { describe, expect, it } from 'vitest';
import { answerAtFloor } from './answer-floor';

const after = <T>(ms: number, value: T) => new Promise<T>((resolve) => setTimeout(() => resolve(value), ms));

describe('answerAtFloor: the answer comes at the floor, however long the work takes', () => {
  it('work that settles in time: its own answer, at the floor and not before', async () => {
    const start = performance.now();
    expect(await answerAtFloor(60, () => after(5, 'work'), () => 'late', () => {})).toBe('work');
    expect(performance.now() - start).toBeGreaterThanOrEqual(58);
  });

  it('work that overruns: the late answer at the floor, and the work still finishes after it', async () => {
    let isFinished = false;
    const start = performance.now();
    const answer = await answerAtFloor(40, () => after(400, 'work').then((v) => ((isFinished = true), v)), () => 'late', () => {});
    const took = performance.now() - start;
    expect([answer, isFinished]).toEqual(['late', false]);
    expect(took).toBeLessThan(300); // the floor, with room for a loaded machine; not the work's 400 ms
    await expect.poll(() => isFinished).toBe(true);
  });

  it('a refusal in time is the answer; a failure after the answer goes to the log, not to the caller', async () => {
    await expect(answerAtFloor(20, () => Promise.reject(new Error('refused')), () => 'late', () => {})).rejects.toThrow('refused');
    const logged: unknown[] = [];
    const answer = await answerAtFloor(20, () => after(60, null).then(() => Promise.reject(new Error('late failure'))), () => 'late', (e) => logged.push(e));
    expect(answer).toBe('late');
    await expect.poll(() => logged.length).toBe(1);
  });
});
