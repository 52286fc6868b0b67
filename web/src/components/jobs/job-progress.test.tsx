import { screen } from '@testing-library/react';
import { InvalidDocumentError } from '@shared';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { JobProgress, type JobView } from './job-progress';

interface Job {
  status: 'queued' | 'running' | 'done' | 'failed';
  processed: number;
}

/** Words it as a feature would: the view is all a job kind decides. */
function view(job: Job | undefined): JobView {
  if (!job || job.status === 'queued') {
    return { phase: 'waiting', processed: 0, total: 4, label: 'Waiting', notes: ['Goes on'] };
  }
  if (job.status === 'running') {
    return {
      phase: 'running',
      processed: job.processed,
      total: 4,
      label: 'Working',
      notes: [null],
    };
  }
  if (job.status === 'failed') return { phase: 'failed', message: 'Refused' };
  return { phase: 'done', severity: 'warning', message: 'Done', details: <p>1 left</p> };
}

const show = (job?: Job | InvalidDocumentError) =>
  renderWithProviders(<JobProgress job={job} view={view} testId="kind" />);

describe('JobProgress', () => {
  it('waits with a running bar and the notes until the job has started', () => {
    show();
    const progress = screen.getByTestId('kind-progress');
    expect(progress.getAttribute('role')).toBe('status');
    const bar = screen.getByRole('progressbar', { name: 'Waiting' });
    expect(bar.getAttribute('aria-valuenow')).toBeNull();
    expect(progress.textContent).toContain('Goes on');
  });

  it('shows how far a running job is', () => {
    show({ status: 'running', processed: 1 });
    expect(screen.getByRole('progressbar', { name: 'Working' }).getAttribute('aria-valuenow')).toBe(
      '25',
    );
    expect(screen.queryByTestId('kind-summary')).toBeNull();
  });

  it('shows the outcome with its details once done, and the reason once failed', () => {
    const { unmount } = show({ status: 'done', processed: 4 });
    const summary = screen.getByTestId('kind-summary');
    expect(summary.textContent).toContain('Done');
    expect(summary.textContent).toContain('1 left');
    expect(screen.queryByTestId('kind-progress')).toBeNull();
    unmount();
    show({ status: 'failed', processed: 0 });
    expect(screen.getByTestId('kind-summary').textContent).toBe('Refused');
  });

  it('says a job document that does not match its schema is invalid, instead of a view', () => {
    show(new InvalidDocumentError('templateJobs/x', ['status']));
    expect(screen.queryByTestId('kind-progress')).toBeNull();
    expect(screen.queryByTestId('kind-summary')).toBeNull();
    expect(screen.getByRole('alert')).toBeTruthy();
  });
});
