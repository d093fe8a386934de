import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import CardMedia from '@mui/material/CardMedia';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import type { EditorialCard } from '../../api/types';
import { QueryState } from '../../components/feedback/QueryState';
import { visuallyHidden } from '../../components/visuallyHidden';
import { PUBLIC_PATH } from '../../config/constants';
import { useEditorialCardsQuery, type EditorialSource } from './editorialApi';
import { editorialMarkup, EXTERNAL_HREF } from './editorialMarkup';

/** A same-origin image path or an https URL; anything else (javascript:, data:, //host) is not shown. */
function safeImage(src: string): string | null {
  return /^(\/(?!\/)|https:)/i.test(src.trim()) ? src.trim() : null;
}

/** Links inside the editorial text look like the portal's MUI links (not the browser's default blue). */
const editorialLink = {
  color: 'primary.main',
  fontWeight: 600,
  textDecoration: 'underline',
  textDecorationColor: 'rgba(0, 85, 140, 0.4)',
  '&:hover': { textDecorationColor: 'inherit' },
  '&:focus-visible': { outline: '2px solid', outlineOffset: '2px' },
} as const;

/** Card link: portal addresses route inside the app (no reload), others open in a new tab. */
function CardLink({ card }: { card: EditorialCard }) {
  const { t } = useTranslation();
  const link = card.link.trim();
  if (!link || !card.linkText) return null;
  if (link === PUBLIC_PATH || link.startsWith(`${PUBLIC_PATH}/`)) {
    return (
      <Link component={RouterLink} to={link.slice(PUBLIC_PATH.length) || '/'} sx={{ fontWeight: 600 }}>
        {card.linkText}
      </Link>
    );
  }
  if (!EXTERNAL_HREF.test(link)) return null;
  return (
    <Link href={link} target="_blank" rel="noopener noreferrer" sx={{ fontWeight: 600 }}>
      {card.linkText}
      <Box component="span" sx={visuallyHidden}>
        {t('footer.newTab')}
      </Box>
    </Link>
  );
}

function EditorialCardView({ card, headingLevel }: { card: EditorialCard; headingLevel: 'h2' | 'h3' }) {
  const text = useMemo(() => editorialMarkup(card.text), [card.text]);
  const image = safeImage(card.image);
  return (
    <Card variant="outlined" component="article" sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      {image && <CardMedia component="img" height="120" image={image} alt={card.imageAlt} />}
      <CardContent sx={{ flex: 1 }}>
        <Typography variant="h6" component={headingLevel} gutterBottom>
          {card.title}
        </Typography>
        <Typography
          component="div"
          variant="body2"
          sx={{ '& p': { m: 0, mb: 1 }, '& ul': { my: 1, pl: 3 }, '& a': editorialLink }}
        >
          {text}
        </Typography>
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2 }}>
        <CardLink card={card} />
      </CardActions>
    </Card>
  );
}

/** The editorial cards of the start page or the contract list (GET /portal/{source}.json). */
export function EditorialCards({
  source,
  headingLevel = 'h3',
}: {
  source: EditorialSource;
  headingLevel?: 'h2' | 'h3';
}) {
  const query = useEditorialCardsQuery(source);
  return (
    <QueryState query={query}>
      {(cards) => (
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(auto-fill, minmax(240px, 1fr))' },
          }}
        >
          {cards.map((card) => (
            <EditorialCardView key={card.id} card={card} headingLevel={headingLevel} />
          ))}
        </Box>
      )}
    </QueryState>
  );
}
