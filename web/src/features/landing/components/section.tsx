import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** A landing section with a centered heading. */
export function Section(props: {
  id?: string;
  title: ReactNode;
  subtitle?: ReactNode;
  children: ReactNode;
  tinted?: boolean;
}) {
  return (
    <Box
      component="section"
      id={props.id}
      sx={{ py: { xs: 6, md: 10 }, bgcolor: props.tinted ? 'background.paper' : undefined }}
    >
      <Container maxWidth="lg">
        <Typography variant="h4" component="h2" sx={{ fontWeight: 800, textAlign: 'center' }}>
          {props.title}
        </Typography>
        {props.subtitle ? (
          <Typography
            color="text.secondary"
            sx={{ mt: 1.5, textAlign: 'center', maxWidth: 640, mx: 'auto' }}
          >
            {props.subtitle}
          </Typography>
        ) : null}
        <Box sx={{ mt: { xs: 4, md: 6 } }}>{props.children}</Box>
      </Container>
    </Box>
  );
}
