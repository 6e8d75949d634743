import Box from '@mui/material/Box';

/** The first focusable element: jumps keyboard users past the header to the page's content. */
export default function SkipLink({ target = 'main-content' }: { target?: string }) {
  return (
    <Box
      component="a"
      href={`#${target}`}
      sx={{
        position: 'absolute',
        left: 16,
        top: -100,
        zIndex: (theme) => theme.zIndex.tooltip + 1,
        bgcolor: 'background.paper',
        color: 'text.primary',
        px: 2,
        py: 1,
        borderRadius: 1,
        boxShadow: 3,
        '&:focus': { top: 16 },
      }}
    >
      Skip to content
    </Box>
  );
}
