import type { InfoStrings } from './types';

const content: InfoStrings = {
  pages: {
    about: {
      title: 'About Bazaar',
      lead: 'Bazaar is a marketplace for used goods in India: people sell what they no longer need to people nearby who need it.',
      sections: [
        {
          heading: 'What we do',
          text: [
            'Cars, motorcycles, scooters, mobile phones, furniture, homes to buy or rent, jobs and services: anyone can post an ad in a minute, and anyone can browse, filter and contact the seller.',
            'Buying used keeps good things in use, saves money and means less waste. Selling used turns things you no longer need into money.',
          ],
        },
        {
          heading: 'Who runs this site',
          text: [
            'Bazaar is open software that anyone can run on their own server. This site is run by its operators, who look after the ads, the accounts and this server. The Bazaar Group is the small team that writes the software.',
          ],
        },
        {
          heading: 'What we believe in',
          list: [
            'Free to browse and free to post.',
            'No advertising trackers and no selling of your data.',
            'Works on cheap phones and slow connections, in English and Hindi.',
          ],
        },
      ],
    },
    careers: {
      title: 'Careers',
      lead: 'We are a small team that builds Bazaar. There are no open positions right now.',
      sections: [
        {
          heading: 'Working with us',
          text: [
            'When we do hire, we look for people who care about making buying and selling simple and safe for everyone in India, whatever phone or language they use.',
            'If you would like to hear when a position opens, or to help in another way, write to us. Tell us a little about yourself and what you would like to work on.',
          ],
        },
      ],
    },
    jobs: {
      title: 'Jobs at Bazaar',
      lead: 'There are no open positions at Bazaar right now.',
      sections: [
        {
          text: [
            'We will list openings on this page when we have them. You are welcome to write to us at any time.',
            'Looking for work with someone else? People across India post job ads on Bazaar every day.',
          ],
        },
      ],
    },
    contact: {
      title: 'Contact us',
      lead: 'Questions, problems with an ad, or an ad that breaks the rules: we are happy to help.',
      sections: [
        {
          heading: 'Before you write',
          list: [
            'About a particular item: use "Chat with seller" on the ad. The seller knows the item best.',
            'To report an ad: tell us the link of the ad and what is wrong with it.',
            'About your account: write from the e-mail address you signed up with.',
          ],
        },
        { text: ['We answer within two working days.'] },
      ],
    },
    people: {
      title: 'Bazaar people',
      lead: 'Bazaar is made by a small team and by the people who buy and sell on it.',
      sections: [
        {
          heading: 'The team',
          text: [
            'Engineers, designers and moderators who build the site, keep it running and keep the ads honest. Moderators check reported ads every day and remove what breaks the rules.',
          ],
        },
        {
          heading: 'The community',
          text: [
            'Every ad is posted by a person like you. Good photos, honest descriptions and polite chats make Bazaar better for everyone. Thank you for being part of it.',
          ],
        },
      ],
    },
    help: {
      title: 'Help centre',
      lead: 'How buying and selling on Bazaar works, and how to stay safe.',
      sections: [
        {
          heading: 'Buying',
          list: [
            'Browse a category or search, then narrow the list by brand, price and location.',
            'Open an ad to see all photos and details. Sign in to contact the seller.',
            'Use "Chat with seller" to ask questions, or "Make offer" to propose a price.',
            'Meet the seller, check the item, and pay only when you are happy.',
          ],
        },
        {
          heading: 'Selling',
          list: [
            'Press SELL, choose a category and fill in the details.',
            'Add up to 12 clear photos and an honest description, including any faults.',
            'Set a fair price: look at similar ads first.',
            'Answer chats quickly, and mark the ad as sold when it is gone.',
          ],
        },
        {
          heading: 'Stay safe',
          list: [
            'Meet in a busy public place in daylight, and take someone with you for expensive items.',
            'Check the item before you pay. For vehicles, check the RC, insurance and service records.',
            'Never pay in advance, and never share an OTP, UPI PIN or card details.',
            'Bazaar never asks you to pay for delivery or to "release" money.',
            'If a deal sounds too good to be true, it probably is. Report the ad.',
          ],
        },
        {
          heading: 'Not allowed on Bazaar',
          list: [
            'Weapons, explosives, drugs, medicines and alcohol.',
            'Stolen goods, fakes and copies of branded goods.',
            'Wild animals and animal parts; pets only from responsible owners.',
            'Documents such as ID cards, certificates and number plates.',
            'Adult content, and anything that is illegal in India.',
          ],
        },
      ],
    },
    sitemap: {
      title: 'Sitemap',
      lead: 'Every part of Bazaar on one page.',
      sections: [],
    },
    legal: {
      title: 'Terms of use',
      lead: 'The rules for using Bazaar. By using the site you accept them.',
      sections: [
        {
          heading: 'Your account',
          list: [
            'You must be 18 or older, and give a real name and an e-mail address you can read.',
            'Keep your password secret. You are responsible for what is done with your account.',
          ],
        },
        {
          heading: 'Your ads',
          list: [
            'Only sell things you own and may sell. Describe them honestly, with your own photos.',
            'One ad per item. Do not post items from the list of things not allowed (see Help).',
            'We may remove ads or close accounts that break these rules, without notice.',
          ],
        },
        {
          heading: 'Deals between people',
          text: [
            'Bazaar brings buyers and sellers together. The deal is between you and the other person: we do not own, check or deliver the items and are not a party to the sale. Follow the safety tips in Help.',
          ],
        },
        {
          heading: 'The service',
          text: [
            'We work to keep Bazaar available and correct, but cannot promise that it is always so. These terms follow the laws of India. We may change them; the date below shows the latest version.',
          ],
        },
      ],
    },
    privacy: {
      title: 'Privacy policy',
      lead: 'What we store about you, why, and what we never do.',
      sections: [
        {
          heading: 'What we store',
          list: [
            'Your account: name, e-mail address, an optional phone number and your password, stored only as a secure hash.',
            'Your ads: text, photos, price and location. These are public while the ad is online.',
            'Your messages and offers with other people, so both sides can read them.',
            'Server logs (address, page, time) for a short while, to keep the site secure.',
          ],
        },
        {
          heading: 'Cookies',
          text: [
            'We use two cookies: one keeps you signed in, the other remembers the language you chose, so pages arrive in it. There are no advertising or tracking cookies and no third-party trackers.',
          ],
        },
        {
          heading: 'What others see',
          text: [
            'Other people see your name, your ads and when you joined. Your e-mail address and phone number are never shown on the site.',
          ],
        },
        {
          heading: 'Your choices',
          list: [
            'You can edit or delete your ads at any time.',
            'You can ask us for a copy of your data, or to delete your account and everything in it.',
            'We never sell your data, and share it only when the law requires it.',
          ],
        },
      ],
    },
  },
  contact: {
    heading: 'Write to us',
    write: 'E-mail:',
    none: 'The people who run this site have not published a contact address yet.',
  },
  sitemap: { pages: 'About Bazaar and help', categories: 'Categories', cities: 'Ads by city' },
  jobCategories: 'Job ads on Bazaar',
  updated: 'Last updated: November 2026',
};

export default content;
