import { PdfButton } from './pdf-button';
import { PresentationView } from './presentation-view';

/**
 * The presentation's own code (venue cards with their gallery, the comparison, booking, the PDF
 * download): its own chunk, fetched once the presentation has arrived, not for a link that no
 * longer opens one, which only explains itself (issue 9).
 */
export { PdfButton, PresentationView };
