/**
 * Issue 38: what the site's own statistics measure and how, said the same way on
 * /politique-confidentialite and /cookies (docs/decisions/035). `headingClass` styles the
 * sub-headings where the page does not (the cookie policy).
 */
export function StatsPrivacyText({ headingClass = '' }: { headingClass?: string }) {
  return (
    <>
      <p>
        Pour savoir quelles pages sont utiles, quels produits intéressent et ce que nos visiteurs
        cherchent sans le trouver, le site tient ses propres statistiques de fréquentation.{' '}
        <strong>Elles n’utilisent aucun cookie</strong> ni aucun stockage dans votre navigateur, et
        aucun service extérieur : les données restent sur nos serveurs.
      </p>
      <h3 className={headingClass}>Ce que nous mesurons</h3>
      <ul className="list-disc space-y-1 pl-6">
        <li>
          les pages vues : l’adresse et le titre de la page, le site d’où vous venez, la campagne
          indiquée dans le lien suivi, le type d’appareil (ordinateur, tablette, téléphone) et la
          famille du navigateur, la durée de la visite ;
        </li>
        <li>
          les clics sur les liens WhatsApp et sur nos numéros de téléphone, le téléchargement du
          catalogue PDF et l’envoi d’une demande de contact (sans son contenu) ;
        </li>
        <li>
          les recherches dans le catalogue : le mot cherché et le nombre de produits trouvés ;
        </li>
        <li>l’ouverture des fiches produits, et les pages introuvables demandées.</li>
      </ul>
      <h3 className={headingClass}>Comment, sans vous suivre</h3>
      <p>
        Pour compter les visiteurs sans les reconnaître, nous calculons une empreinte à partir de
        l’adresse IP, du navigateur et d’un nombre tiré au hasard qui change chaque jour. Ce nombre
        est effacé au plus tard 48 heures après : personne, pas même nous, ne peut ensuite relier
        cette empreinte à vous ni à vos visites d’un autre jour.{' '}
        <strong>Votre adresse IP n’est jamais enregistrée</strong> avec ces statistiques.
      </p>
      <p>
        Les événements détaillés sont conservés 90 jours ; passé ce délai, il ne reste que des
        totaux par jour (nombre de visiteurs, de pages vues, de clics), qui ne concernent personne
        en particulier.
      </p>
      <h3 className={headingClass}>Vos choix</h3>
      <p>
        Si votre navigateur envoie le signal « Ne pas me suivre » (Do Not Track) ou « Global Privacy
        Control », rien n’est compté. Les visites de notre équipe connectée à l’espace
        d’administration et celles des robots ne sont pas comptées non plus. Ces statistiques
        peuvent être entièrement désactivées sur nos serveurs : plus rien n’est alors enregistré.
      </p>
      <p>
        Comme elles ne déposent rien dans votre navigateur et ne permettent pas de vous identifier,
        elles reposent sur notre intérêt légitime à améliorer le site et notre catalogue, sans
        demander votre accord ; pour vous y opposer, activez l’un de ces deux signaux dans les
        réglages de votre navigateur.
      </p>
    </>
  );
}
