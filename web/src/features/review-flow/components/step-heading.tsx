import { useEffect, useRef } from 'react';
import { FormattedMessage, type MessageDescriptor } from 'react-intl';

/**
 * A step's heading, the page's one h1 (what the customer is asked to do; the product is named
 * below it). Steps after the first take focus when they appear, so keyboard and screen
 * reader users continue at the new step instead of at a button that no longer exists.
 */
export function StepHeading({
  message,
  focus = false,
}: {
  message: MessageDescriptor;
  focus?: boolean;
}) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focus) ref.current?.focus();
  }, [focus]);
  return (
    <h1 ref={ref} tabIndex={-1} className="qr-h2 review-step-heading" data-testid="step-heading">
      <FormattedMessage {...message} />
    </h1>
  );
}
