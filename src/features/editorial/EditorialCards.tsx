import Box from '@mui/material/Box';
import { SectionBoundary } from '../../components/feedback/SectionBoundary';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { Theme } from '@mui/material/styles';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import type { EditorialCard } from './editorialSchemas';
import { useAppSelector } from '../../app/hooks';
import { cardsFor, heldProducts, namesProducts } from './cardAudience';
import { useVorgaengeQuery } from '../auftraege/auftraegeApi';
import { QueryState } from '../../components/feedback/QueryState';
import { linkLook } from '../../components/linkLook';
import { classifyLink, sameOriginImage } from '../../lib/portalUrl';
import { useEditorialCardsQuery, type EditorialSource } from './editorialApi';
import { editorialMarkup } from './editorialMarkup';

/** Links inside the editorial text look like the portal's MUI links (not the browser's default blue). */
const editorialLink = (theme: Theme) => ({
  ...linkLook(theme),
  fontWeight: 600,
  '&:focus-visible': { outline: '2px solid', outlineOffset: '2px' },
});

/**
 * Card link, judged by where the browser would go (classifyLink): portal pages route inside the app (no
 * reload), outside pages open in a new tab with the visible hint "(externer Link)", anything else is no link.
 */
function CardLink({ card }: { card: EditorialCard }) {
  const { t } = useTranslation();
  const target = card.linkText ? classifyLink(card.link.trim()) : null;
  if (!target) return null;
  if (target.kind === 'internal') {
    return (
      <Link component={RouterLink} to={target.path} sx={{ fontWeight: 600 }}>
        {card.linkText}
      </Link>
    );
  }
  const external = target.kind === 'external';
  return (
    <Link
      href={target.href}
      target={external ? '_blank' : undefined}
      rel="noopener noreferrer"
      sx={{ fontWeight: 600 }}
    >
      {card.linkText}
      {external && ` ${t('links.external')}`}
    </Link>
  );
}

function EditorialCardView({ card, headingLevel }: { card: EditorialCard; headingLevel: 'h2' | 'h3' }) {
  const { t } = useTranslation();
  const externalHint = t('links.external');
  const text = useMemo(() => editorialMarkup(card.text, externalHint), [card.text, externalHint]);
  // only images of the portal's own origin are requested (never an address the browser reads as off-site)
  const image = sameOriginImage(card.image);
  return (
    <Card variant="outlined" component="article" sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      {/* a plain img: MUI's CardMedia would add its module to the start page's first load for the same element */}
      {image && (
        <Box
          component="img"
          src={image}
          alt={card.imageAlt}
          sx={{ display: 'block', width: '100%', height: 120, objectFit: 'cover' }}
        />
      )}
      <CardContent sx={{ flex: 1 }}>
        {card.title && (
          <Typography variant="h6" component={headingLevel} gutterBottom>
            {card.title}
          </Typography>
        )}
        <Typography
          component="div"
          variant="body2"
          sx={(theme) => ({ '& p': { m: 0, mb: 1 }, '& ul': { my: 1, pl: 3 }, '& a': editorialLink(theme) })}
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
  const customerType = useAppSelector((state) => state.session.kundendaten?.customerType ?? null);
  const contracts = useAppSelector((state) => state.contracts.list);
  // what is ordered counts as held: no upsell of what is on its way
  const vorgaenge = useVorgaengeQuery();
  // and what an order document confirms (an order placed in the provider's contract system)
  const documents = useAppSelector((state) => state.session.zelosDokumente);
  const held = useMemo(
    () => heldProducts(contracts, vorgaenge.data ?? [], documents),
    [contracts, vorgaenge.data, documents],
  );
  return (
    <QueryState query={query}>
      {(all) => {
        // until the orders are known, a card that sells a product waits (it may sell what is on its way)
        const known = vorgaenge.isSuccess || vorgaenge.isError;
        const cards = cardsFor(known ? all : all.filter((card) => !namesProducts(card)), customerType, held);
        return (
          <Box
            sx={{
              display: 'grid',
              gap: 2,
              gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(auto-fill, minmax(240px, 1fr))' },
            }}
          >
            {cards.map((card) => (
              <SectionBoundary key={card.id} name={`Karte ${card.id}`}>
                <EditorialCardView card={card} headingLevel={headingLevel} />
              </SectionBoundary>
            ))}
          </Box>
        );
      }}
    </QueryState>
  );
}
