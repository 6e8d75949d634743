import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { useId, useState } from 'react';

/**
 * An info button whose text shows above it on hover, keyboard focus and tap, and is then the
 * button's accessible description. It stays while the pointer is over it and Escape closes it (WCAG 1.4.13).
 * Positioned with CSS: MUI's Tooltip would bring Popper (about 10 kB gzip) to every page that has one.
 */
export default function InfoTip({ label, text }: { label: string; text: string }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <Box
      component="span"
      sx={{ position: 'relative', display: 'inline-flex' }}
      onMouseEnter={() => setOpen(true)}
      onMouseLeave={() => setOpen(false)}
    >
      <IconButton
        aria-label={label}
        aria-describedby={open ? id : undefined}
        size="small"
        sx={{ my: -1.5, color: 'primary.main' }}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onClick={() => setOpen((shown) => !shown)}
        onKeyDown={(event) => {
          if (event.key === 'Escape') setOpen(false);
        }}
      >
        <InfoOutlinedIcon fontSize="small" />
      </IconButton>
      {open ? (
        <Box
          component="span"
          role="tooltip"
          id={id}
          sx={{
            position: 'absolute',
            bottom: '100%',
            left: '50%',
            transform: 'translateX(-50%)',
            mb: 0.5,
            width: 'max-content',
            maxWidth: 260,
            px: 1,
            py: 0.5,
            borderRadius: 1,
            bgcolor: 'grey.800',
            color: 'common.white',
            typography: 'body2',
            fontWeight: 400,
            textAlign: 'left',
            zIndex: 'tooltip',
          }}
        >
          {text}
        </Box>
      ) : null}
    </Box>
  );
}
