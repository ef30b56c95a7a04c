/** /contact-us (spec part 2 §2): details, business hours and the form. */
export const contact = {
  kicker: 'Support',
  title: 'Contact Us',
  lead: "Questions about Corner Store, your account or billing? Send us a message and we'll get back to you within {contactReplyHours} hours.",
  getInTouch: 'Get in touch',
  email: 'Email',
  phone: 'Phone',
  mailingAddress: 'Mailing address',
  country: 'United States',
  businessHours: 'Business hours',
  hoursCaption: 'Support business hours',
  hours: [
    { day: 'Monday – Friday', time: '9:00 AM – 6:00 PM' },
    { day: 'Saturday', time: '10:00 AM – 4:00 PM' },
    { day: 'Sunday', time: 'Closed' },
  ],
  replyPromise: 'We reply to every message within {contactReplyHours} hours.',
  formTitle: 'Send us a message',
  allRequired: 'All fields are required.',
  fields: { name: 'Name', email: 'Email', subject: 'Subject', message: 'Message' },
  send: 'Send Message',
} as const;
