import { useEffect, useRef, useState } from 'react';
import { Button, Form, Grid, Modal, Steps } from 'antd';
import type { FormInstance } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiErrorText, keyedFieldText } from '@/lib/form';
import { ApiError } from '@/lib/request';
import { useFeedback } from '@/lib/feedback';
import { useAppRegComp } from '../api/app-reg-comp';
import { extraCheckQueryOptions, useExtraCheck } from '../api/need-extra-check';
import type { UploadedFile } from '@/lib/request/upload-file';
import type { EnterpriseValues, LegalValues, OperatorsValues, WizardStep } from '../lib/form-values';
import { namedServerError, targetOfServerField, toSubmission } from '../lib/submission';
import { EnterpriseStep } from './enterprise-step';
import { LegalCheckDialog } from './legal-check-dialog';
import { LegalStep } from './legal-step';
import { OperatorsStep } from './operators-step';
import { validUscc } from './status-rules';
import { useRecognition } from './use-recognition';
import { useRegisterDocuments } from './use-documents';
import styles from './register.module.css';

/** Modal width of business.md section 9; a phone gets the whole width. */
const MODAL_WIDTH = 800;

/** Validates one form and scrolls to its first broken field; false when something is wrong. */
async function validated(form: FormInstance): Promise<boolean> {
  try {
    await form.validateFields();
    return true;
  } catch (error) {
    const first = (error as { errorFields?: { name: (string | number)[] }[] }).errorFields?.[0];
    if (first) form.scrollToField(first.name, { block: 'center' });
    return false;
  }
}

/**
 * The enterprise registration wizard (business.md sections 2, 4, 5; issue 5): three steps in one
 * modal, each its own form validated by its shared schema when leaving it; the legal
 * representative's check when the server asks for it; finish submits app_reg_comp. All three forms
 * stay mounted, so Previous keeps what was typed.
 */
export function RegistrationWizard({
  open,
  onClose,
  onSubmitted,
}: {
  open: boolean;
  onClose: () => void;
  onSubmitted: () => void;
}) {
  const { t } = useTranslation();
  const { message, modal } = useFeedback();
  const screens = Grid.useBreakpoint();
  const queryClient = useQueryClient();
  const [step, setStep] = useState<WizardStep>(0);
  const [enterpriseForm] = Form.useForm<EnterpriseValues>();
  const [legalForm] = Form.useForm<LegalValues>();
  const [operatorsForm] = Form.useForm<OperatorsValues>();
  const [licenceFile, setLicenceFile] = useState<UploadedFile | null>(null);
  const [invoiceFile, setInvoiceFile] = useState<UploadedFile | null>(null);
  const [checkCode, setCheckCode] = useState<{ uscCode: string; code: string } | null>(null);
  const [checking, setChecking] = useState<string | null>(null);
  const [moving, setMoving] = useState(false);
  const document = useRegisterDocuments();
  const recognition = useRecognition(enterpriseForm, legalForm);
  const submit = useAppRegComp();

  const uscCode = validUscc(Form.useWatch('enterpriseInfo', enterpriseForm));
  const extraCheck = useExtraCheck(uscCode);
  const invoiceWaived = extraCheck.data?.memberWhiteStatus === '1';
  const enterpriseName = Form.useWatch('enterpriseName', enterpriseForm) ?? '';
  const legalRepr = Form.useWatch('legalRepr', enterpriseForm) ?? '';

  // Each step starts at its top, not where the last one was scrolled to.
  const top = useRef<HTMLDivElement>(null);
  useEffect(() => {
    top.current?.scrollIntoView({ block: 'nearest' });
  }, [step]);

  // A new invoice (or a waiver) is checked at once, so a refusal shows before Next.
  useEffect(() => {
    if (invoiceFile) void enterpriseForm.validateFields(['billUrl']).catch(() => undefined);
  }, [invoiceFile, enterpriseForm]);

  const leaveEnterpriseStep = async () => {
    if (!(await validated(enterpriseForm)) || uscCode === null) return;
    let needsCheck: boolean;
    try {
      needsCheck = (await queryClient.fetchQuery(extraCheckQueryOptions(uscCode))).needExtraCheck === '1';
    } catch (error) {
      void message.error(apiErrorText(error, t));
      return;
    }
    if (needsCheck && checkCode?.uscCode !== uscCode) setChecking(uscCode);
    else setStep(1);
  };

  const next = async () => {
    setMoving(true);
    try {
      if (step === 0) await leaveEnterpriseStep();
      else if (await validated(legalForm)) setStep(2);
    } finally {
      setMoving(false);
    }
  };

  /** Shows the server's error_info and marks the field it names, on the step that holds it. */
  const reportSubmitError = (error: unknown) => {
    const found = error instanceof ApiError ? namedServerError(error.data, error.info) : null;
    const named = found && { ...found, message: keyedFieldText(error) ?? found.message };
    // A named field's message is shown without the field's path, which means nothing to the user.
    void message.error(named?.message ?? apiErrorText(error, t));
    const target = named ? targetOfServerField(named.field) : null;
    if (!named || !target) return;
    if (target.kind === 'checkCode') {
      setCheckCode(null);
      setStep(0);
      if (uscCode) setChecking(uscCode);
      return;
    }
    const form: FormInstance = [enterpriseForm, legalForm, operatorsForm][target.step]!;
    setStep(target.step);
    form.setFields([{ name: target.name, errors: [named.message] }]);
    form.scrollToField(target.name, { block: 'center' });
  };

  const finish = async () => {
    if (!(await validated(operatorsForm)) || !licenceFile) return;
    const body = toSubmission({
      enterprise: enterpriseForm.getFieldsValue(true),
      legal: legalForm.getFieldsValue(true),
      operators: operatorsForm.getFieldsValue(true),
      licenceFile,
      invoiceFile: invoiceWaived ? null : invoiceFile,
      checkCode: checkCode?.uscCode === uscCode ? checkCode.code : null,
    });
    try {
      await submit.mutateAsync(body);
    } catch (error) {
      reportSubmitError(error);
      return;
    }
    void message.success(t('member.register.submitted'));
    onSubmitted();
  };

  const footer = (
    <div className={styles.footer}>
      {step > 0 ? (
        <Button onClick={() => setStep((step - 1) as WizardStep)}>
          {t('member.register.buttons.previous')}
        </Button>
      ) : null}
      {step < 2 ? (
        <Button type="primary" onClick={() => void next()} loading={moving}>
          {t('member.register.buttons.next')}
        </Button>
      ) : (
        <Button type="primary" onClick={() => void finish()} loading={submit.isPending}>
          {t('member.register.buttons.finish')}
        </Button>
      )}
    </div>
  );

  // Closing throws away what was typed and uploaded, so it is confirmed once anything is there.
  const close = () => {
    const touched =
      [enterpriseForm, legalForm, operatorsForm].some((form) => form.isFieldsTouched()) ||
      licenceFile !== null;
    if (!touched) {
      onClose();
      return;
    }
    modal.confirm({
      title: t('member.register.discard.title'),
      content: t('member.register.discard.content'),
      okText: t('member.register.discard.ok'),
      cancelText: t('member.register.discard.cancel'),
      okButtonProps: { danger: true },
      onOk: onClose,
    });
  };

  return (
    <>
      <Modal
        open={open}
        title={t('member.register.title')}
        onCancel={close}
        footer={footer}
        width={screens.md ? MODAL_WIDTH : '100%'}
        className={screens.md ? undefined : styles.phoneModal}
        maskClosable={false}
        forceRender
      >
        <div ref={top} />
        <Steps
          className={styles.steps}
          current={step}
          size="small"
          responsive={false}
          titlePlacement={screens.md ? 'horizontal' : 'vertical'}
          items={[
            { title: t('member.register.steps.enterprise') },
            { title: t('member.register.steps.legal') },
            { title: t('member.register.steps.operators') },
          ]}
        />
        <EnterpriseStep
          form={enterpriseForm}
          active={step === 0}
          licence={document('BUSINESS_LICENSE')}
          invoice={document('INVOICE')}
          invoiceWaived={invoiceWaived}
          invoiceFile={invoiceFile}
          recognising={recognition.running === 'licence'}
          onLicenceUploaded={(file) => {
            setLicenceFile(file);
            if (file) recognition.recognise('licence', file);
          }}
          onInvoiceUploaded={setInvoiceFile}
        />
        <LegalStep
          form={legalForm}
          active={step === 1}
          idFront={document('LEGAL_ID_FRONT')}
          idBack={document('LEGAL_ID_BACK')}
          recognising={recognition.running === 'idFront' || recognition.running === 'idBack'}
          onIdFrontUploaded={(file) => recognition.recognise('idFront', file)}
          onIdBackUploaded={(file) => recognition.recognise('idBack', file)}
        />
        <OperatorsStep
          form={operatorsForm}
          active={step === 2}
          enterprise={{ enterpriseName, enterpriseInfo: uscCode ?? '', legalRepr }}
        />
      </Modal>
      <LegalCheckDialog
        uscCode={checking}
        onCancel={() => setChecking(null)}
        onPassed={(code) => {
          if (checking) setCheckCode({ uscCode: checking, code });
          setChecking(null);
          setStep(1);
        }}
      />
    </>
  );
}
