import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import RichText from '@/components/ui/RichText';
import Section from '@/components/ui/Section';
import { editable } from '@/lib/preview/content-source';
import type { FaqView } from './toFaq';

/**
 * Questions as an accordion: each question is a heading holding a button (aria-expanded,
 * aria-controls) that opens its answer; several can be open at once. Answers are in the server
 * HTML (collapsed), so they are indexed and found with the browser's find.
 */
export default function Faq({ title, questions, src }: FaqView) {
  const baseId = useId();
  const headingLevel = title ? 'h3' : 'h2';
  return (
    <Section title={title} titleSource={src?.title} maxWidth="md">
      <Box sx={{ borderTop: 1, borderColor: 'divider' }}>
        {questions.map((item, index) => (
          <Accordion
            key={item.id}
            disableGutters
            square
            elevation={0}
            slotProps={{ heading: { component: headingLevel } }}
            sx={{ bgcolor: 'transparent', borderBottom: 1, borderColor: 'divider', '&::before': { display: 'none' } }}
          >
            <AccordionSummary
              id={`${baseId}-q${index}`}
              aria-controls={`${baseId}-a${index}`}
              expandIcon={<ExpandMoreIcon sx={{ color: 'primary.main' }} />}
              sx={{
                px: { xs: 0, sm: 1 },
                minHeight: 64,
                '& .MuiAccordionSummary-content': { my: 2, mr: 2 },
                '&:hover': { bgcolor: 'action.hover' },
              }}
            >
              <Typography
                component="span"
                variant="h6"
                sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}
                {...editable(item.src?.question)}
              >
                {item.question}
              </Typography>
            </AccordionSummary>
            <AccordionDetails sx={{ px: { xs: 0, sm: 1 }, pt: 0, pb: 3 }}>
              <RichText
                markdown={item.answer}
                source={item.src?.answer}
                sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}
              />
            </AccordionDetails>
          </Accordion>
        ))}
      </Box>
    </Section>
  );
}
