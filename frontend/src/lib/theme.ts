import { createTheme } from '@mui/material/styles';
import { REDUCED_MOTION_QUERY } from './use-reduced-motion';

const fontFamily = [
  'Inter',
  'system-ui',
  '-apple-system',
  '"Segoe UI"',
  'Roboto',
  '"Helvetica Neue"',
  'Arial',
  'sans-serif',
].join(',');

/** A person who asked their system for less motion gets no ripples, fades or slides. */
const reducedMotion =
  typeof window !== 'undefined' && window.matchMedia?.(REDUCED_MOTION_QUERY).matches;

export const theme = createTheme({
  ...(reducedMotion && { transitions: { create: () => 'none' } }),
  palette: {
    primary: { main: '#4338ca', light: '#6366f1', dark: '#312e81', contrastText: '#ffffff' },
    secondary: { main: '#be185d', light: '#ec4899', dark: '#9d174d', contrastText: '#ffffff' },
    success: { main: '#15803d' },
    error: { main: '#b91c1c' },
    warning: { main: '#b45309' },
    info: { main: '#0369a1' },
    text: { primary: '#1e1b3a', secondary: '#4b4a63' },
    background: { default: '#fbfaff', paper: '#ffffff' },
    divider: 'rgba(30, 27, 58, 0.12)',
  },
  shape: { borderRadius: 12 },
  typography: {
    fontFamily,
    h1: {
      fontWeight: 800,
      fontSize: 'clamp(2.4rem, 1.6rem + 3.6vw, 4.25rem)',
      lineHeight: 1.05,
      letterSpacing: '-0.035em',
    },
    h2: {
      fontWeight: 800,
      fontSize: 'clamp(1.9rem, 1.5rem + 1.6vw, 2.75rem)',
      lineHeight: 1.12,
      letterSpacing: '-0.025em',
    },
    h3: { fontWeight: 700, fontSize: '1.25rem', lineHeight: 1.3, letterSpacing: '-0.01em' },
    h4: { fontWeight: 700, fontSize: '1.1rem', lineHeight: 1.35 },
    subtitle1: { fontSize: '1.125rem', lineHeight: 1.6 },
    body1: { lineHeight: 1.65 },
    overline: { fontWeight: 700, letterSpacing: '0.12em', lineHeight: 1.6 },
    button: { textTransform: 'none', fontWeight: 700 },
  },
  components: {
    MuiCssBaseline: {
      styleOverrides: {
        html: { scrollBehavior: 'smooth' },
        '@media (prefers-reduced-motion: reduce)': { html: { scrollBehavior: 'auto' } },
        'section[id]': { scrollMarginTop: '80px' },
        'a:focus-visible, button:focus-visible, [tabindex]:focus-visible': {
          outline: '3px solid #6366f1',
          outlineOffset: '2px',
        },
        '#root': { minHeight: '100vh', display: 'flex', flexDirection: 'column' },
      },
    },
    MuiButtonBase: { defaultProps: { disableRipple: reducedMotion } },
    MuiButton: {
      defaultProps: { disableElevation: true },
      styleOverrides: { root: { borderRadius: 10 }, sizeLarge: { padding: '12px 22px' } },
    },
    MuiCard: {
      defaultProps: { variant: 'outlined' },
      styleOverrides: { root: { borderRadius: 18 } },
    },
    MuiLink: { defaultProps: { underline: 'hover' } },
  },
});
