import { RATING_MAX, RATING_MIN } from '@shared';
import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { formatShare } from '../lib/format';
import { analyticsMessages, analyticsValueMessages } from '../messages';
import '@/components/ui/plain/plain.css';
import '@/components/ui/plain/data-view.css';
import './dashboard.css';

const ratings = Array.from({ length: RATING_MAX - RATING_MIN + 1 }, (_, i) => RATING_MAX - i);

/**
 * 5 → 1 stars as horizontal bars. Each bar is a button (Tab, Enter) that opens the reviews with
 * that rating; its accessible name is its visible text (stars, count and share: WCAG 2.5.3, label
 * in name), and the help line above the bars describes what it does.
 */
export function StarDistribution({
  histogram,
  onSelect,
}: {
  histogram: Record<number, number>;
  onSelect?: (stars: number) => void;
}) {
  const intl = useIntl();
  const helpId = useId();
  const total = ratings.reduce((sum, stars) => sum + (histogram[stars] ?? 0), 0);
  return (
    <div className="qr-panel">
      <h2 className="qr-h6">
        <FormattedMessage {...analyticsMessages.starsTitle} />
      </h2>
      {onSelect ? (
        <p id={helpId} className="qr-p qr-body2 qr-secondary" style={{ marginBottom: 8 }}>
          <FormattedMessage {...analyticsMessages.starsHelp} />
        </p>
      ) : null}
      <div className="qr-stars" data-testid="star-distribution">
        {ratings.map((stars) => {
          const count = histogram[stars] ?? 0;
          const share = total === 0 ? 0 : count / total;
          const content = (
            <>
              <span className="qr-star-bar__label">
                {intl.formatMessage(analyticsValueMessages.stars, { stars })}
              </span>
              <span className="qr-bar-track">
                <span
                  className="qr-bar"
                  style={{ width: `${share * 100}%`, minWidth: count > 0 ? 3 : 0 }}
                />
              </span>
              <span className="qr-star-bar__count" data-testid="star-count">
                {intl.formatMessage(analyticsValueMessages.starCount, {
                  count: intl.formatNumber(count),
                  share: formatShare(intl, share) ?? '',
                })}
              </span>
            </>
          );
          return onSelect ? (
            <button
              key={stars}
              type="button"
              className="qr-star-bar"
              onClick={() => onSelect(stars)}
              aria-describedby={helpId}
              data-testid={`star-bar-${stars}`}
            >
              {content}
            </button>
          ) : (
            <div key={stars} className="qr-star-bar" data-testid={`star-bar-${stars}`}>
              {content}
            </div>
          );
        })}
      </div>
    </div>
  );
}
