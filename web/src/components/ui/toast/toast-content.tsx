import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import CloseIcon from '@mui/icons-material/Close';
import ErrorOutlined from '@mui/icons-material/ErrorOutlined';
import InfoOutlined from '@mui/icons-material/InfoOutlined';
import NotificationsNoneOutlined from '@mui/icons-material/NotificationsNoneOutlined';
import WarningAmberOutlined from '@mui/icons-material/WarningAmberOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import type { Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { SnackbarContent, useSnackbar, type CustomContentProps } from 'notistack';
import { forwardRef, type ReactNode } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import type { ToastExtraProps, ToastSeverity } from './toast-types';

const messages = defineMessages({
  close: { id: 'toast.close', defaultMessage: 'Close' },
});

const icons: Record<ToastSeverity, ReactNode> = {
  info: <InfoOutlined fontSize="small" />,
  success: <CheckCircleOutlined fontSize="small" />,
  warn: <WarningAmberOutlined fontSize="small" />,
  error: <ErrorOutlined fontSize="small" />,
  secondary: <NotificationsNoneOutlined fontSize="small" />,
  contrast: <NotificationsNoneOutlined fontSize="small" />,
};

const colors: Record<ToastSeverity, (theme: Theme) => { bg: string; fg: string }> = {
  info: (t) => ({ bg: t.palette.info.dark, fg: t.palette.info.contrastText }),
  success: (t) => ({ bg: t.palette.success.dark, fg: t.palette.success.contrastText }),
  // Amber needs dark text to stay readable (WCAG contrast).
  warn: (t) => ({ bg: t.palette.warning.light, fg: t.palette.grey[900] }),
  error: (t) => ({ bg: t.palette.error.dark, fg: t.palette.error.contrastText }),
  secondary: (t) => ({ bg: t.palette.secondary.main, fg: t.palette.secondary.contrastText }),
  contrast: (t) => ({ bg: t.palette.grey[900], fg: t.palette.common.white }),
};

function toSeverity(variant: string): ToastSeverity {
  return variant in colors ? (variant as ToastSeverity) : 'info';
}

/** One toast: icon, translated title, message and a close button. */
export const ToastContent = forwardRef<
  HTMLDivElement,
  CustomContentProps & Partial<ToastExtraProps>
>(function ToastContent({ id, message, variant, title, style, className }, ref) {
  const intl = useIntl();
  const { closeSnackbar } = useSnackbar();
  const severity = toSeverity(variant);
  return (
    <SnackbarContent
      ref={ref}
      role={severity === 'error' ? 'alert' : 'status'}
      style={style}
      className={className}
    >
      <Box
        data-severity={severity}
        sx={(theme) => ({
          display: 'flex',
          alignItems: 'flex-start',
          gap: 1.5,
          width: { xs: '100%', sm: 360 },
          px: 2,
          py: 1.5,
          borderRadius: 2,
          boxShadow: 6,
          bgcolor: colors[severity](theme).bg,
          color: colors[severity](theme).fg,
        })}
      >
        <Box sx={{ pt: 0.25, display: 'flex' }}>{icons[severity]}</Box>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          {title ? (
            <Typography variant="subtitle2" component="p" sx={{ fontWeight: 700 }}>
              {title}
            </Typography>
          ) : null}
          <Typography variant="body2" component="p" sx={{ overflowWrap: 'anywhere' }}>
            {message}
          </Typography>
        </Box>
        <IconButton
          size="small"
          color="inherit"
          aria-label={intl.formatMessage(messages.close)}
          onClick={() => closeSnackbar(id)}
          sx={{ mt: -0.5, mr: -1 }}
        >
          <CloseIcon fontSize="small" />
        </IconButton>
      </Box>
    </SnackbarContent>
  );
});
