import { emergencyHours, hours, shops, site } from '#config';
import { formatEditionDate } from './pdf-text.ts';
import { colors, contentWidth, type Doc, drawLogo, page, setFont } from './pdf-theme.ts';

const bandHeight = 330;
const left = page.margin;

/** Page 1: the company's identity (app.config.ts `site`, shops, hours) and the edition date. */
export function renderCover(doc: Doc, input: { generatedAt: Date; siteUrl: string }): void {
  drawBand(doc, input.generatedAt);

  let y = bandHeight + 36;
  setFont(doc, 'regular', 11.5, colors.text);
  doc.text(site.description, left, y, { width: contentWidth, lineGap: 3 });
  y = doc.y + 28;

  const columnWidth = (contentWidth - 24) / 2;
  heading(doc, 'Nos magasins', left, y);
  heading(doc, 'Horaires d’ouverture', left + columnWidth + 24, y);
  let shopY = y + 24;
  for (const shop of shops) {
    setFont(doc, 'semibold', 10.5, colors.ink).text(shop.name, left, shopY, {
      width: columnWidth,
    });
    setFont(doc, 'regular', 10, colors.text)
      .text(shop.address, { width: columnWidth })
      .text(`Tél. ${shop.phone}`, { width: columnWidth });
    shopY = doc.y + 12;
  }
  let hoursY = y + 24;
  for (const line of hours) {
    setFont(doc, 'semibold', 10, colors.ink).text(line.label, left + columnWidth + 24, hoursY, {
      width: columnWidth / 2,
    });
    setFont(doc, 'regular', 10, colors.text).text(
      line.value,
      left + columnWidth * 1.5 + 24,
      hoursY,
      {
        width: columnWidth / 2,
      },
    );
    hoursY += 18;
  }
  setFont(doc, 'semibold', 10, colors.brandDark).text(
    emergencyHours,
    left + columnWidth + 24,
    hoursY + 6,
    { width: columnWidth },
  );

  drawContactBox(doc, Math.max(shopY, hoursY + 30) + 12, input.siteUrl);

  setFont(doc, 'regular', 8.5, colors.muted).text(
    'Prix indicatifs, susceptibles d’évoluer ; « — » signale un prix sur demande. Photos non contractuelles. Pour commander ou demander un devis : appelez-nous, écrivez-nous ou passez en magasin.',
    left,
    page.height - page.margin - 30,
    { width: contentWidth, height: 40, lineGap: 2 },
  );
}

function drawBand(doc: Doc, generatedAt: Date): void {
  doc.rect(0, 0, page.width, bandHeight).fill(colors.brand);
  // Two soft discs for depth, clipped to the band.
  doc.save().rect(0, 0, page.width, bandHeight).clip().opacity(0.35);
  doc.circle(page.width - 40, 40, 170).fill(colors.brandDark);
  doc.circle(page.width - 150, bandHeight - 10, 70).fill(colors.brandDark);
  doc.restore();

  doc.roundedRect(left, 56, 60, 60, 15).fill(colors.white);
  drawLogo(doc, left + 4, 60, 52);
  setFont(doc, 'bold', 16, colors.white).text(site.name, left + 76, 70, { lineBreak: false });
  setFont(doc, 'regular', 10.5, colors.brandLight).text(
    `Depuis ${site.foundedYear}`,
    left + 76,
    92,
    { lineBreak: false },
  );

  setFont(doc, 'bold', 40, colors.white).text('Catalogue', left, 168, { lineBreak: false });
  setFont(doc, 'regular', 15, colors.brandLight).text(
    'Matériel médical : vente et location',
    left,
    222,
    { lineBreak: false },
  );
  setFont(doc, 'semibold', 11, colors.white).text(
    `Édition du ${formatEditionDate(generatedAt)}`,
    left,
    262,
    { lineBreak: false },
  );
}

function heading(doc: Doc, text: string, x: number, y: number): void {
  setFont(doc, 'semibold', 13, colors.brandDark).text(text, x, y, { lineBreak: false });
}

function drawContactBox(doc: Doc, y: number, siteUrl: string): void {
  const height = 86;
  doc.roundedRect(left, y, contentWidth, height, 10).fill(colors.brandPale);
  heading(doc, 'Nous contacter', left + 18, y + 14);
  const lines: [label: string, value: string, link: string | null][] = [
    ['Téléphone', site.phone, `tel:${site.phone.replace(/\s/g, '')}`],
    ['E-mail', site.email, `mailto:${site.email}`],
    ['Adresse', site.address.full, null],
  ];
  let lineY = y + 36;
  for (const [label, value, link] of lines) {
    setFont(doc, 'semibold', 10, colors.ink).text(label, left + 18, lineY, { lineBreak: false });
    setFont(doc, 'regular', 10, colors.text).text(value, left + 90, lineY, {
      lineBreak: false,
      ...(link ? { link } : {}),
    });
    lineY += 15;
  }
  const web = siteUrl.replace(/^https?:\/\//, '');
  setFont(doc, 'semibold', 10, colors.brand).text(web, left + contentWidth / 2 + 20, y + 36, {
    width: contentWidth / 2 - 38,
    align: 'right',
    link: siteUrl,
    underline: true,
  });
}
