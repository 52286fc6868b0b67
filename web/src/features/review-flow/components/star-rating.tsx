import { Fragment, useId } from 'react';
import { StarIcon } from '@/components/ui/plain/icons';

export interface StarRatingProps {
  value: number | null;
  onChange: (value: number | null) => void;
  /** Accessible name of each star's radio ('3 stars'). */
  labelOf: (stars: number) => string;
  /** Accessible name of the "no rating yet" radio. */
  emptyLabel: string;
  max?: number;
}

/**
 * 1–5 stars as a native radio group (the fieldset around it names the group): Tab enters it, the
 * arrow keys move and select, Space selects. Like MUI's Rating, a visually hidden "no rating"
 * radio comes last and is checked until a star is chosen, so the first ArrowRight selects one
 * star, and clicking the chosen star again clears it. Hover previews are CSS only.
 */
export function StarRating({ value, onChange, labelOf, emptyLabel, max = 5 }: StarRatingProps) {
  const id = useId();
  const stars = Array.from({ length: max }, (_, index) => index + 1);
  return (
    <span className="review-stars" data-testid="rating">
      {stars.map((star) => (
        <Fragment key={star}>
          <input
            type="radio"
            className="qr-visually-hidden review-star-input"
            id={`${id}-${star}`}
            name={id}
            value={star}
            checked={value === star}
            onChange={() => onChange(star)}
            onClick={(event) => {
              // A pointer click on the chosen star clears it; keyboard "clicks" have no position.
              if (value === star && (event.clientX !== 0 || event.clientY !== 0)) onChange(null);
            }}
          />
          <label
            htmlFor={`${id}-${star}`}
            className={value !== null && star <= value ? 'review-star is-filled' : 'review-star'}
          >
            <StarIcon />
            <span className="qr-visually-hidden">{labelOf(star)}</span>
          </label>
        </Fragment>
      ))}
      <input
        type="radio"
        className="qr-visually-hidden"
        id={`${id}-empty`}
        name={id}
        value=""
        checked={value === null}
        onChange={() => onChange(null)}
      />
      <label htmlFor={`${id}-empty`} className="qr-visually-hidden">
        {emptyLabel}
      </label>
    </span>
  );
}
