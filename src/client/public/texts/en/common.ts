/** The header, footer and page frame of every public page (English: the spec's words). */
export const common = {
  skipToContent: 'Skip to content',
  login: 'Login',
  signIn: 'Sign In',
  mainNav: 'Main',
  footerNav: 'Footer',
  languageNav: 'Language',
  tagline: 'Sales, cash and customer credit for neighborhood stores, in one simple app.',
  termsOfService: 'Terms of Service',
  privacyPolicy: 'Privacy Policy',
  contactUs: 'Contact Us',
  copyright: '© {year} Corner Store. All rights reserved.',
  adminSignIn: 'Admin Sign In',
  ctaHero: 'Start Your {trialDays}-Day Free Trial',
  ctaGetStarted: 'Get Started for Free',
  ctaStartTrial: 'Start Free Trial',
  legal: 'Legal',
  lastUpdated: 'Last updated: {date}',
  legalLastUpdated: 'November 22, 2026',
  onThisPage: 'On this page',
} as const;

/** Each page's <title> and meta description, by its file under dist/client/pages. */
export const heads = {
  'index.html': {
    title: 'Corner Store — Sales, cash and customer credit for neighborhood stores',
    description:
      'Track daily sales, balance the cash drawer and manage customer credit tabs in one simple app. $24.99/month after a 15-day free trial.',
  },
  'app-setup.html': {
    title: 'Get the app — Corner Store',
    description:
      'Use Corner Store on the web today on any computer, tablet or phone. iOS and Android apps are coming soon. Start your 15-day free trial.',
  },
  'terms-of-service.html': {
    title: 'Terms of Service — Corner Store',
    description: 'The terms for using Corner Store: free trial, subscription, your data and your responsibilities.',
  },
  'privacy-policy.html': {
    title: 'Privacy Policy — Corner Store',
    description: 'What information Corner Store handles, how we protect it, how long we keep it and your choices.',
  },
  'contact-us.html': {
    title: 'Contact Us — Corner Store',
    description: "Questions about Corner Store? Email, call or send us a message. We'll get back to you within 24 hours.",
  },
  'not-found.html': {
    title: 'Page not found — Corner Store',
    description: 'The page you are looking for does not exist.',
  },
} as const;

export const notFound = {
  title: 'Oops! Page not found',
  text: "The page you are looking for doesn't exist or may have moved.",
  returnHome: 'Return to Home',
} as const;
