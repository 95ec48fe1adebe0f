import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import FormatQuoteIcon from '@mui/icons-material/FormatQuote';
import PauseIcon from '@mui/icons-material/Pause';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import { useState } from 'react';
import { TESTIMONIAL_INTERVAL_MS, testimonials } from '../content';
import { useRotatingIndex } from '../hooks/use-rotating-index';

/** Three testimonials rotating every 4 s; pauses on hover and focus, and has a pause button. */
export function Testimonials() {
  const [stopped, setStopped] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [index, setIndex] = useRotatingIndex(
    testimonials.length,
    TESTIMONIAL_INTERVAL_MS,
    stopped || hovered || focused,
  );

  return (
    <Box
      role="region"
      aria-roledescription="carousel"
      aria-label="What customers say"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      }}
      sx={{ maxWidth: 820, mx: 'auto', mt: { xs: 6, md: 8 } }}
    >
      <Paper
        elevation={0}
        sx={{
          position: 'relative',
          p: { xs: 3, sm: 5 },
          borderRadius: '28px',
          color: 'common.white',
          background: 'linear-gradient(135deg, #312e81 0%, #4338ca 55%, #9d174d 130%)',
        }}
      >
        <FormatQuoteIcon aria-hidden="true" sx={{ fontSize: 48, opacity: 0.35 }} />
        {/* Every slide sits in the same grid cell, so the card keeps the tallest slide's height. */}
        <Box aria-live={stopped ? 'polite' : 'off'} sx={{ display: 'grid' }}>
          {testimonials.map((testimonial, slide) => {
            const active = slide === index;
            return (
              <Box
                key={testimonial.name}
                role="group"
                aria-roledescription="slide"
                aria-label={`${slide + 1} of ${testimonials.length}`}
                aria-hidden={!active}
                sx={{
                  gridArea: '1 / 1',
                  visibility: active ? 'visible' : 'hidden',
                  '@keyframes testimonial-in': {
                    from: { opacity: 0, transform: 'translateY(6px)' },
                    to: { opacity: 1, transform: 'none' },
                  },
                  animation: active ? 'testimonial-in 400ms ease-out' : 'none',
                  '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
                }}
              >
                <Typography
                  component="blockquote"
                  sx={{
                    m: 0,
                    fontSize: { xs: '1.1rem', sm: '1.35rem' },
                    lineHeight: 1.5,
                    fontWeight: 600,
                  }}
                >
                  “{testimonial.quote}”
                </Typography>
                <Typography sx={{ mt: 3, fontWeight: 700 }}>
                  {testimonial.name}
                  <Box component="span" sx={{ fontWeight: 400, opacity: 0.8 }}>
                    {' '}
                    · {testimonial.role}
                  </Box>
                </Typography>
              </Box>
            );
          })}
        </Box>
      </Paper>

      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 1, mt: 2 }}>
        <IconButton
          size="small"
          onClick={() => setStopped((value) => !value)}
          aria-label={stopped ? 'Resume rotating testimonials' : 'Pause rotating testimonials'}
        >
          {stopped ? <PlayArrowIcon fontSize="small" /> : <PauseIcon fontSize="small" />}
        </IconButton>
        {testimonials.map((testimonial, dot) => (
          <Box
            key={testimonial.name}
            component="button"
            type="button"
            onClick={() => setIndex(dot)}
            aria-label={`Show testimonial ${dot + 1} of ${testimonials.length}`}
            aria-current={dot === index ? 'true' : undefined}
            sx={{
              width: 28,
              height: 28,
              p: 0,
              border: 0,
              bgcolor: 'transparent',
              cursor: 'pointer',
              display: 'grid',
              placeItems: 'center',
              borderRadius: '50%',
              '&::after': {
                content: '""',
                width: dot === index ? 22 : 10,
                height: 10,
                borderRadius: '5px',
                bgcolor: dot === index ? 'primary.main' : 'rgba(30,27,58,0.25)',
                transition: 'width 200ms ease',
              },
            }}
          />
        ))}
      </Box>
    </Box>
  );
}
