import { useIntl } from 'react-intl';
import type { SyncProgress } from '../api/template-syncs';
import { syncProgressMessage, syncQueuedMessage } from '../messages';

/**
 * How far the products carrying a template have followed its last change: a line and a bar,
 * shown while the sync runs (the job counts its products when it starts; until then the bar
 * has no end). Nothing when no sync is under way.
 */
export function TemplateSyncProgress({
  id,
  progress,
}: {
  id: string;
  progress: SyncProgress | undefined;
}) {
  const intl = useIntl();
  if (!progress) return null;
  const { total } = progress;
  const processed = total === null ? progress.processed : Math.min(progress.processed, total);
  return (
    <div className="qr-templates__sync" data-testid="template-sync">
      <p id={id} className="qr-p qr-body2 qr-secondary">
        {total === null
          ? intl.formatMessage(syncQueuedMessage)
          : intl.formatMessage(syncProgressMessage, { processed, total })}
      </p>
      {total === null ? (
        <progress aria-labelledby={id} />
      ) : (
        <progress aria-labelledby={id} max={Math.max(total, 1)} value={processed} />
      )}
    </div>
  );
}
