import * as s from './landing-sections.css';

interface FooterEntry {
  label: string;
  /** Only the legal pages exist; every other entry is a placeholder (docs/product.md#screens). */
  href?: string;
}

const columns: { title: string; entries: FooterEntry[] }[] = [
  {
    title: 'Platform',
    entries: [
      { label: 'Marketplace' },
      { label: 'Deal tracking' },
      { label: 'KYC verification' },
      { label: 'Analytics' },
    ],
  },
  {
    title: 'Company',
    entries: [{ label: 'About us' }, { label: 'Careers' }, { label: 'Press' }, { label: 'Blog' }],
  },
  {
    title: 'Legal',
    entries: [
      { label: 'Privacy Policy', href: '/privacy-policy' },
      { label: 'Terms of Service', href: '/terms-of-service' },
      { label: 'Cookie policy' },
      { label: 'Compliance' },
    ],
  },
];

/** The footer; `id="contact"` is the Contact anchor. */
export function LandingFooter() {
  return (
    <footer id="contact" className={s.footer}>
      <div className={s.container}>
        <div className={s.footerGrid}>
          <div>
            <h2 className={s.footerHeading}>Contact</h2>
            <p className={s.footerText}>
              Petrobridge connects African sellers with US and European buyers, with a broker on
              every deal.
            </p>
            <address className={s.footerAddress}>
              Lagos · Houston · Rotterdam
              <br />
              trading@petrobridge.test
              <br />
              +1 (713) 555-0142
            </address>
          </div>
          {columns.map((column) => (
            <nav key={column.title} aria-label={column.title}>
              <h2 className={s.footerHeading}>{column.title}</h2>
              <ul className={s.footerList}>
                {column.entries.map((entry) => (
                  <li key={entry.label}>
                    {entry.href ? (
                      <a href={entry.href} className={s.footerLink}>
                        {entry.label}
                      </a>
                    ) : (
                      <span className={s.footerInert} aria-disabled="true" title="Coming soon">
                        {entry.label}
                      </span>
                    )}
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </div>
        <p className={s.footerBottom}>© 2024 Petrobridge. All rights reserved.</p>
      </div>
    </footer>
  );
}
