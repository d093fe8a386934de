import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { hrefFor } from '../config/paths';
import { TextWithHelpLink } from './HelpLink';

describe('TextWithHelpLink', () => {
  it.each([
    ['Rufen Sie unsere <hilfe>Kundenhotline (0800 1)</hilfe> an.', 'Rufen Sie unsere Kundenhotline (0800 1) an.', 1],
    ['<hilfe>Kundenservice</hilfe> hilft.', 'Kundenservice hilft.', 1],
    ['Ohne Verweis.', 'Ohne Verweis.', 0],
  ])('%s', (text, shown, links) => {
    const { container } = render(
      <MemoryRouter>
        <p>
          <TextWithHelpLink text={text} />
        </p>
      </MemoryRouter>,
    );
    expect(container).toHaveTextContent(shown);
    expect(screen.queryAllByRole('link')).toHaveLength(links);
    for (const link of screen.queryAllByRole('link')) expect(link).toHaveAttribute('href', hrefFor('hilfe'));
  });
});
