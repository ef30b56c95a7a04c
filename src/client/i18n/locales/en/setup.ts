/** The setup texts in English: the spec's words (decision 059). */
export default {
  storeCreatedSuccessfully: 'Store created successfully!',
  yourStoreIsReadyStart: 'Your store is ready. Start by adding your customers.',
  error: 'Error',
  logout: 'Logout',
  welcomeLetSSetUp: "Welcome! Let's set up your store",
  confirmYourStoreSDetails: "Confirm your store's details to start using Corner Store.",
  storeName: 'Store Name',
  street: 'Street',
  city: 'City',
  state: 'State',
  zip: 'ZIP',
  phone: 'Phone',
  oneLicenseAppliesPerLocation: 'One license applies per location. Each store location needs its own Corner Store subscription, and the address you enter here is used to verify it.',
  createStoreContinue: 'Create Store & Continue',
  failedToCreateStore: 'Failed to create store',
};
