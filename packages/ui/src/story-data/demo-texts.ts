import { registerTranslations } from '@portal/platform';

/**
 * Texts the stories need that belong to no real module (a module registers its own namespace, as
 * `mf-leads` does with `leads`). Registered on import, in Swedish and English side by side.
 */
export const DEMO_NS = 'demo';

registerTranslations(DEMO_NS, {
  sv: {
    status: {
      New: 'Ny',
      Open: 'Öppen',
      Converted: 'Konverterad',
      Won: 'Vunnen',
      Discarded: 'Kasserad',
      Lost: 'Förlorad',
      Closed: 'Stängd',
      Archived: 'Arkiverad',
    },
    leads: {
      title: 'Leads',
      subtitle: 'Konferensförfrågningar från kunder via webbplatsen.',
      tableLabel: 'Leads',
      newLead: 'Ny lead',
      export: 'Exportera',
      columns: {
        submitted_at: 'Inkommen',
        name: 'Namn',
        business: 'Företag',
        dates: 'Konferensdatum',
        participants: 'Deltagare',
        location: 'Ort och region',
        status: 'Status',
      },
    },
    venue: {
      subtitle: '{{city}}, {{region}} – partneranläggning sedan {{year}}',
      edit: 'Redigera anläggning',
      back: 'Tillbaka till anläggningar',
      rooms: 'Konferensrum',
      roomsValue: '{{count}} rum, det största för {{seats}} personer',
      beds: 'Hotellrum',
      bedsValue: '{{count}} rum, varav {{single}} enkelrum',
      contact: 'Kontaktperson',
      commission: 'Provision',
      commissionValue: '{{percent}} % på logi och konferenspaket',
    },
    outbox: {
      title: 'Utkorg',
      text: 'Här visas varje mejl som portalen har skickat eller köat.',
    },
    links: {
      toLeads: 'Till leads',
      backToLeads: 'Tillbaka till leads',
      openLead: 'Öppna lead {{id}}',
      toLogin: 'Till inloggningen',
      location: 'Routerns adress: {{path}}',
    },
    product: {
      title: 'Produkt',
      details: 'Uppgifter',
      pricing: 'Pris',
      name: 'Namn',
      nameRequired: 'Skriv produktens namn.',
      description: 'Beskrivning',
      price: 'Pris per person',
      priceRequired: 'Ange ett pris.',
      deleteConfirm: 'Ta bort produkten {{name}}? Den försvinner ur alla listor.',
      create: 'Skapa produkt',
    },
    venueImages: {
      label: 'Bilder på anläggningen',
      profile: 'Profilbild',
    },
    accountPicker: {
      label: 'Konto',
      placeholder: 'Sök konto efter namn',
      chosen: 'Valt konto-id: {{id}}',
      none: 'Inget konto valt',
    },
    money: {
      label: 'Pris per person',
      shown: 'Sparas som {{ore}} öre ({{formatted}})',
      empty: 'Inget pris',
    },
    remote: {
      loaded: 'Modulen {{name}} är laddad igen.',
    },
  },
  en: {
    status: {
      New: 'New',
      Open: 'Open',
      Converted: 'Converted',
      Won: 'Won',
      Discarded: 'Discarded',
      Lost: 'Lost',
      Closed: 'Closed',
      Archived: 'Archived',
    },
    leads: {
      title: 'Leads',
      subtitle: 'Conference requests from customers through the website.',
      tableLabel: 'Leads',
      newLead: 'New lead',
      export: 'Export',
      columns: {
        submitted_at: 'Received',
        name: 'Name',
        business: 'Company',
        dates: 'Conference dates',
        participants: 'Participants',
        location: 'Town and region',
        status: 'Status',
      },
    },
    venue: {
      subtitle: '{{city}}, {{region}} – partner venue since {{year}}',
      edit: 'Edit venue',
      back: 'Back to venues',
      rooms: 'Conference rooms',
      roomsValue: '{{count}} rooms, the largest seats {{seats}}',
      beds: 'Hotel rooms',
      bedsValue: '{{count}} rooms, {{single}} of them single rooms',
      contact: 'Contact person',
      commission: 'Commission',
      commissionValue: '{{percent}} % on lodging and conference packages',
    },
    outbox: {
      title: 'Outbox',
      text: 'Every mail the portal has sent or queued is shown here.',
    },
    links: {
      toLeads: 'To leads',
      backToLeads: 'Back to leads',
      openLead: 'Open lead {{id}}',
      toLogin: 'To the login',
      location: 'Router location: {{path}}',
    },
    product: {
      title: 'Product',
      details: 'Details',
      pricing: 'Price',
      name: 'Name',
      nameRequired: 'Type the product’s name.',
      description: 'Description',
      price: 'Price per person',
      priceRequired: 'Enter a price.',
      deleteConfirm: 'Delete the product {{name}}? It disappears from every list.',
      create: 'Create product',
    },
    venueImages: {
      label: 'Pictures of the venue',
      profile: 'Profile picture',
    },
    accountPicker: {
      label: 'Account',
      placeholder: 'Search accounts by name',
      chosen: 'Chosen account id: {{id}}',
      none: 'No account chosen',
    },
    money: {
      label: 'Price per person',
      shown: 'Stored as {{ore}} öre ({{formatted}})',
      empty: 'No price',
    },
    remote: {
      loaded: 'The module {{name}} is loaded again.',
    },
  },
});
