import type { TextsLike } from '@/lib/i18n';
import type { LandingTexts } from './zh-CN';

const enUS: TextsLike<LandingTexts> = {
  landing: {
    common: {
      register: 'Register free',
      browse: 'Browse financing products',
      what: 'What it is',
      steps: 'How it works',
      fit: 'Who it suits',
      moreProducts: 'See more products',
      productsEmpty: 'No matching products yet',
      productsError: 'The products could not be loaded',
    },
    voucher: {
      title: 'Electronic vouchers',
      intro:
        'An electronic voucher is a digital claim on receivables that a core enterprise issues to its supplier on the platform for real trade, promising payment on a due date. The supplier can hold it to maturity, split and pass it on to its own suppliers, or finance it with an institution through factoring at any time.',
      benefits: {
        title: 'Three advantages',
        easy: {
          title: 'Easy financing',
          description:
            'Apply for financing as soon as the voucher is signed for; documents go online, no collateral is needed, and funds can arrive the same day.',
        },
        lowCost: {
          title: 'Low cost',
          description:
            "Priced on the core enterprise's credit, so the rate is well below a small business's own credit loan.",
        },
        assured: {
          title: 'Assured',
          description:
            'Confirmed and issued by the core enterprise, e-signed and traceable throughout, and paid by the core enterprise when due.',
        },
      },
      features: {
        title: 'What a voucher can do',
        transferable: {
          title: 'Transferable',
          description:
            'Pass the voucher up the supply chain to pay your own suppliers and tie up less working capital.',
        },
        financeable: {
          title: 'Financeable',
          description:
            'Any supplier holding the voucher, at any tier, can finance it through factoring and turn receivables into cash.',
        },
        configurable: {
          title: 'Configurable',
          description:
            'Split the amount as needed and set the due date, financing ratio and other terms to fit the business.',
        },
      },
      products: 'Factoring products',
    },
    bill: {
      title: 'Electronic bills',
      intro:
        'Electronic commercial bills are a common way for companies to settle payments. Bill holders reach the banks’ discounting services through the platform: sign online, get live quotes, submit documents online, and receive the discounted funds once the bill is endorsed in online banking.',
      flow: {
        title: 'Business flow',
        register: {
          title: 'Platform registration',
          description: 'Register your company on the platform and verify its identity.',
        },
        signing: {
          title: 'Bank online signing',
          description: 'Choose a discounting bank and sign the bill discount agreement online.',
        },
        pricing: {
          title: 'Discount price query',
          description: 'Enter the bill details and see the discount rate and net proceeds at once.',
        },
        materials: {
          title: 'Online material submission',
          description:
            'Upload the trade contract, invoices and other documents for the bank to review online.',
        },
        endorsement: {
          title: 'Online-banking endorsement',
          description: 'Endorse the bill to the bank in your online banking and the funds arrive.',
        },
      },
      openPlatform: {
        title: 'Bank open platform',
        description:
          'Signing, pricing and endorsement are served by our partner bank’s open platform. Visit it for the details of its bill discounting services and interfaces.',
        link: 'Go to the bank open platform',
      },
      products: 'Bill financing products',
    },
    about: {
      title: 'About the platform',
      error: 'The introduction could not be loaded',
      partners: {
        title: 'Partners',
        empty: 'No partners listed yet',
        error: 'The partners could not be loaded',
      },
    },
    supplyChain: {
      receivable: {
        title: 'Receivables financing',
        intro:
          'Suppliers transfer what a core enterprise owes them to a financial institution and are paid early, without waiting for the payment term to end.',
        what: 'Receivables financing rests on receivables from real trade. Once the core enterprise confirms the debt, the institution advances a share of the amount to the supplier, and the core enterprise pays the institution directly when due. It turns a long payment term into cash flow, and suits small suppliers with long terms and slow collections.',
        steps: {
          documents: {
            title: 'Submit trade documents',
            description: 'Upload contracts, invoices and delivery receipts that prove the trade.',
          },
          confirm: {
            title: 'Core enterprise confirms',
            description: 'The core enterprise confirms the amount and due date online.',
          },
          approve: {
            title: 'Institution approves',
            description: 'The institution reviews the documents and sets the limit and rate.',
          },
          loan: {
            title: 'Funding and settlement',
            description: "Funds go to the supplier's account; the core enterprise pays when due.",
          },
        },
        fit: {
          a: 'Suppliers of large core enterprises with payment terms of 30 days or more',
          b: 'Companies whose receivables are concentrated and slow to collect, with tight working capital',
          c: 'Companies that want to free up cash from receivables without taking on debt',
        },
        products: 'Receivables financing products',
      },
      warehouse: {
        title: 'Warehouse receipt financing',
        intro:
          'Goods stored in a partner warehouse become a warehouse receipt, which is pledged to an institution for a loan: stock turns into cash while it stays in store.',
        what: 'A warehouse receipt is issued by a warehouse to prove that it holds the goods. Store standard, easily sold goods in one of the platform’s supervised warehouses, pledge the electronic receipt to an institution, and borrow a share of the goods’ value. Repay to release the pledge and collect the goods, or repay and collect in batches.',
        steps: {
          store: {
            title: 'Store the goods',
            description: 'The goods are inspected and stored in a supervised warehouse.',
          },
          receipt: {
            title: 'Receipt issued',
            description: 'The warehouse issues an electronic receipt; the goods can be tracked at any time.',
          },
          pledge: {
            title: 'Pledge the receipt',
            description: 'Apply on the platform and pledge the receipt to the institution.',
          },
          loan: {
            title: 'Loan and release',
            description: 'The loan arrives; repay to release the pledge and collect in batches.',
          },
        },
        fit: {
          a: 'Traders and producers of commodities, farm produce, steel, chemicals and the like',
          b: 'Companies with much capital tied up in inventory',
          c: 'Small businesses without property to mortgage but with steady stock',
        },
        products: 'Warehouse receipt financing products',
      },
      logistics: {
        title: 'Logistics financing',
        intro:
          'Carriers borrow against real waybills and the freight they are owed, so unpaid freight no longer ties up their cash.',
        what: 'Logistics (waybill) financing rests on real transport business on the platform: once a carrier completes a shipment and the waybill is created, it can finance the freight receivable behind it. The institution checks the trade against tracking and delivery data, lends quickly, and is repaid when the shipper pays the freight.',
        steps: {
          waybill: {
            title: 'Upload waybills',
            description: 'Sync transport contracts, waybills and tracking data.',
          },
          receipt: {
            title: 'Delivery confirmed',
            description: 'The consignee signs for the goods online, creating the freight receivable.',
          },
          apply: {
            title: 'Apply',
            description: 'Apply online for the freight amount; the institution reviews.',
          },
          loan: {
            title: 'Funding and repayment',
            description: 'Funds arrive; the shipper pays the freight when due to settle.',
          },
        },
        fit: {
          a: 'Logistics and transport companies serving large shippers on long freight terms',
          b: 'Fleets, dedicated lines and forwarders that advance fuel and toll costs',
          c: 'Carriers whose transport data is complete and traceable online',
        },
        products: 'Logistics financing products',
      },
    },
  },
};

export default enUS;
