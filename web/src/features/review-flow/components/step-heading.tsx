import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import { FormattedMessage, type MessageDescriptor } from 'react-intl';

/**
 * A step's heading. Steps after the first take focus when they appear, so keyboard and screen
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
    <Typography
      ref={ref}
      tabIndex={-1}
      variant="h5"
      component="h2"
      sx={{ fontWeight: 700, outline: 'none' }}
      data-testid="step-heading"
    >
      <FormattedMessage {...message} />
    </Typography>
  );
}
