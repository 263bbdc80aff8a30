import EyeInvisibleOutlined from '@ant-design/icons-svg/es/asn/EyeInvisibleOutlined';
import EyeOutlined from '@ant-design/icons-svg/es/asn/EyeOutlined';
import { useState } from 'react';
import { SvgIcon } from '../../../components/SvgIcon';

interface TextFieldProps {
  /** The form's name: the input's id is `<form>_<name>`, as antd names them. */
  form: string;
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  errors?: readonly string[];
  type?: 'text' | 'email' | 'password';
  autoComplete: string;
}

/** A labelled input with its messages under it; a password input has a show/hide toggle, as antd's has. */
export function TextField({ form, name, label, value, onChange, errors = [], type = 'text', autoComplete }: TextFieldProps) {
  const [revealed, setRevealed] = useState(false);
  const id = `${form}_${name}`;
  const helpId = `${id}_help`;
  const invalid = errors.length > 0;
  const input = (
    <input
      id={id}
      name={name}
      type={type === 'password' && revealed ? 'text' : type}
      className="plain-input"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      autoComplete={autoComplete}
      aria-invalid={invalid || undefined}
      aria-describedby={invalid ? helpId : undefined}
    />
  );
  return (
    <div className={invalid ? 'plain-field plain-field-invalid' : 'plain-field'}>
      <label htmlFor={id} className="plain-label">
        {label}
      </label>
      {type === 'password' ? (
        <span className="plain-input-affix">
          {input}
          {/* Out of the tab order, as antd's eye is: Tab goes from the password to the button. */}
          <button
            type="button"
            className="plain-input-toggle"
            tabIndex={-1}
            aria-label={revealed ? 'Hide characters' : 'Show characters'}
            aria-pressed={revealed}
            onClick={() => setRevealed((shown) => !shown)}
          >
            <SvgIcon icon={revealed ? EyeOutlined : EyeInvisibleOutlined} />
          </button>
        </span>
      ) : (
        input
      )}
      <div id={helpId} className="plain-field-help">
        {errors.map((message) => (
          <div key={message} role="alert">
            {message}
          </div>
        ))}
      </div>
    </div>
  );
}
